import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a browser's push service on 127.0.0.1, and devices subscribed to it: what
 * the server sends is received here, its VAPID signature checked (RFC 8292) and its payload
 * decrypted as a browser would (RFC 8291, aes128gcm) — written here from the RFCs, not with
 * the library the server sends with, so the two must agree on the wire.
 */
export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export async function startPushService(port = 0) {
  const received: ReceivedPush[] = [];
  const waiting = new Set<() => void>();
  /** Answers by path; a device not listed gets 201 Created, as from a real push service. */
  const statusOf = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusOf.get(req.url ?? '') ?? 201).end();
      for (const wake of waiting) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Resolves once `count` pushes have arrived in all (or rejects after `timeoutMs`). */
  function waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedPush[]> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (received.length < count) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(received.slice());
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`${received.length} of ${count} pushes arrived`));
      }, timeoutMs);
      waiting.add(check);
      check();
    });
  }

  return {
    origin,
    received,
    waitFor,
    answer: (path: string, status: number) => statusOf.set(path, status),
    device: (path: string) => newDevice(`${origin}${path}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's push subscription: its own P-256 key pair and auth secret, and what decrypts for it. */
export function newDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
    /** The JSON payload of a push sent to this device. */
    open: (push: ReceivedPush) => JSON.parse(decryptPush(push.body, ecdh, authSecret)) as unknown,
  };
}

/** RFC 8291 section 3 and RFC 8188: one aes128gcm record, its key from ECDH with the sender's key in the header. */
export function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(senderKey), authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the push is not a single final record');
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID claims of a push once its ES256 signature is verified with the key it names (k=). */
export function verifiedVapid(push: ReceivedPush): { publicKey: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(push.headers.authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${push.headers.authorization}`);
  const [, token = '', publicKey = ''] = match;
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const isValid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isValid) throw new Error('the VAPID signature does not verify');
  return { publicKey, claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) };
}

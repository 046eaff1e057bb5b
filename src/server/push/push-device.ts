import { createPublicKey } from 'node:crypto';

/** What a staff device shows: the notification's words and the page a tap opens. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

/**
 * A staff device to push to, as push_devices_v1 of the database reads them (migration 0031): the
 * company's devices refreshed within 30 days whose session still stands, of active members who
 * may open 注文確認. Placing an order reads them in its own round trip, so an order costs no
 * statement more for its push. Devices left out are deleted by prunePushDevices, not by the order.
 */
export type PushDevice = { id: string; endpoint: string; p256dh: string; auth: string };

/**
 * Whether a payload can be encrypted for these keys (RFC 8291): p256dh an uncompressed point
 * on P-256 (65 bytes from 0x04; createPublicKey refuses a point off the curve) and auth 16 bytes.
 */
export function isUsablePushKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04 || Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

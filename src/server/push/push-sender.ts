import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { pushSubscriptions, vapidKeys } from '../db/schema';
import { log } from '../log';
import { isUsablePushKeys, type PushDevice, type PushMessage } from './push-device';

type Keys = { publicKey: string; privateKey: string };

/** An alert older than this is no use to the kitchen: the push service may drop it. */
const alertTtlSeconds = 10 * 60;
const sendTimeoutMs = 10_000;

export type PushSenderConfig = Pick<Config, 'vapid' | 'mailFrom'>;

/**
 * Web Push itself: the VAPID keys (from the environment or, without it, from the database, made
 * by the first instance that needs them) and one message to a set of devices.
 */
export function pushSender({ db, config }: { db: Db; config: PushSenderConfig }) {
  let keys: Promise<Keys> | undefined;
  const vapid = () => {
    keys ??= loadKeys(db, config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  /**
   * Sends the message to each device. A device that can never be pushed to (keys no payload
   * encrypts for, or gone by its push service's 404/410) is removed; one whose push service
   * answered 5xx (or 429), or nothing in time, is answered, to be tried again.
   */
  async function sendTo(devices: readonly PushDevice[], message: PushMessage): Promise<PushDevice[]> {
    if (devices.length === 0) return [];
    const { publicKey, privateKey } = await vapid();
    const payload = JSON.stringify(message);
    const again: PushDevice[] = [];
    await Promise.all(
      devices.map(async (device) => {
        if (!isUsablePushKeys(device)) return drop(device, 'no payload can be encrypted for its keys');
        const status = await send(device, payload, { publicKey, privateKey, subject: vapidSubject(config) });
        if (status === 404 || status === 410) return drop(device, `its push service answered ${status}`);
        if (status === null || status >= 500 || status === 429) again.push(device);
        if (status === null || status >= 400) log.warn(`[push] ${hostOf(device.endpoint)} answered ${status ?? 'nothing'}`);
      }),
    );
    return again;
  }

  /** Removes a device that can never be pushed to, told in one line: the device's fault, not the server's. */
  async function drop(device: PushDevice, reason: string) {
    // Unless the browser sent other keys since (the same endpoint, subscribed anew).
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.p256dh, device.p256dh)));
    log.warn(`[push] dropped a device of ${hostOf(device.endpoint)}: ${reason}`);
  }

  return { publicKey: async () => (await vapid()).publicKey, sendTo };
}

export type PushSender = ReturnType<typeof pushSender>;

/** One encrypted push (RFC 8291, aes128gcm) signed with VAPID (RFC 8292); the push service's status, or null without an answer. */
async function send(
  device: { endpoint: string; p256dh: string; auth: string },
  payload: string,
  vapidDetails: { publicKey: string; privateKey: string; subject: string },
): Promise<number | null> {
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    {
      vapidDetails,
      TTL: alertTtlSeconds,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'an unknown push service';
  }
}

const vapidSubject = (config: PushSenderConfig) => config.vapid.subject ?? `mailto:${config.mailFrom}`;

async function loadKeys(db: Db, config: PushSenderConfig): Promise<Keys> {
  if (config.vapid.publicKey && config.vapid.privateKey) return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey };
  const made = webpush.generateVAPIDKeys();
  // Two instances starting together: the first insert wins and both read the same pair.
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
  if (!row) throw new Error('VAPID keys could not be stored');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}

import { createPublicKey } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { pushSubscriptions, sessions, vapidKeys } from '../db/schema';
import { AppError } from '../http/errors';
import { log } from '../log';

/** What a staff device shows: the notification's words and the page a tap opens. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Who a device is pushed for: the member, their company and the session that subscribed it. */
export type PushOwner = { id: string; companyId: string; sessionId: string };

/** A device not refreshed for this long is no longer sent to (it refreshes every 7 days while in use; push_devices_v1 has the same 30 days). */
const staleAfterMs = 30 * 24 * 60 * 60 * 1000;
/** An alert older than this is no use to the kitchen: the push service may drop it. */
const alertTtlSeconds = 10 * 60;
const sendTimeoutMs = 10_000;

/**
 * The push services of the browsers in use: a subscription must point at one of them, so a
 * signed-in user cannot make the server post to an address of their choosing (the local
 * network, say). PUSH_ENDPOINT_ORIGINS adds origins, for a test's stand-in push service.
 */
const pushServiceHosts = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '.notify.windows.com'];

export function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return pushServiceHosts.some((host) => (host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host));
}

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

const invalidKeysMessage = 'プッシュ通知の登録内容が正しくありません。通知をいったんオフにしてから、もう一度オンにしてください。';
const takenMessage = 'この通知先は別の端末のものとして登録されています。通知をいったんオフにしてから、もう一度オンにしてください。';

/** Removes the member's devices: they may no longer see orders (注文確認 taken away, or no longer a company member). */
export async function dropUserPushDevices(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

type Keys = { publicKey: string; privateKey: string };

/**
 * A staff device to push to, as push_devices_v1 of the database reads them (migration 0031): the
 * company's devices refreshed within 30 days whose session still stands, of active members who
 * may open 注文確認. Placing an order reads them in its own round trip, so an order costs no
 * statement more for its push. Devices left out are deleted by prunePushDevices, not by the order.
 */
export type PushDevice = { id: string; endpoint: string; p256dh: string; auth: string };

/**
 * Deletes every company's devices not refreshed for 30 days or whose session has expired (the
 * hourly pruning job): no order ever pushes to them (push_devices_v1 leaves them out), so they
 * need not be deleted on the order's path. Answers how many went.
 */
export async function prunePushDevices(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - staleAfterMs).toISOString();
  const gone = await db
    .delete(pushSubscriptions)
    .where(
      sql`${pushSubscriptions.refreshedAt} < ${cutoff} or not exists (select 1 from ${sessions} se where se.id = ${pushSubscriptions.sessionId} and se.expires_at > ${new Date(now).toISOString()})`,
    )
    .returning({ id: pushSubscriptions.id });
  return gone.length;
}

/**
 * Web Push to the staff devices of a company. The VAPID keys come from the environment or,
 * without it, from the database (made by the first instance that needs them).
 */
export function staffPush({ db, config }: { db: Db; config: Config }) {
  let keys: Promise<Keys> | undefined;
  const vapid = () => {
    keys ??= loadKeys(db, config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  /**
   * Saves (or refreshes) this device's subscription for the signed-in session. A browser's
   * subscription signed into by another member or company becomes a new device of its new owner,
   * the old one removed in the same transaction; as only the browser holding the subscription
   * knows its auth secret, an endpoint sent with other keys moves nothing (409).
   */
  async function subscribe(owner: PushOwner, input: PushSubscriptionInput, userAgent: string | null) {
    if (!isUsablePushKeys(input.keys)) {
      throw new AppError(400, 'VALIDATION_FAILED', invalidKeysMessage, [{ path: 'keys', message: invalidKeysMessage }]);
    }
    const { endpoint, keys } = input;
    const holder = { userId: owner.id, companyId: owner.companyId, sessionId: owner.sessionId };
    await db.transaction(async (tx) => {
      await tx
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.endpoint, endpoint),
            ne(pushSubscriptions.sessionId, owner.sessionId),
            eq(pushSubscriptions.auth, keys.auth),
          ),
        );
      const saved = await tx
        .insert(pushSubscriptions)
        .values({ id: crypto.randomUUID(), ...holder, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { ...holder, p256dh: keys.p256dh, userAgent, refreshedAt: sql`now()` },
          setWhere: eq(pushSubscriptions.auth, keys.auth),
        })
        .returning({ id: pushSubscriptions.id });
      if (saved.length === 0) throw new AppError(409, 'PUSH_DEVICE_TAKEN', takenMessage);
    });
  }

  async function unsubscribe(user: { id: string }, endpoint: string) {
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, endpoint)));
  }

  async function isSubscribed(user: { id: string }, endpoint: string) {
    const [row] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, user.id), eq(pushSubscriptions.endpoint, endpoint)));
    return row !== undefined;
  }

  /**
   * Sends the message to every fresh device of a live session of the company's active members
   * who may open 注文確認. Never throws: a failed push is logged, and a device that can never be
   * pushed to (keys no payload encrypts for, or gone by its push service's 404/410) is removed.
   * Resolves when every device was tried.
   */
  async function notifyCompany(companyId: string, message: PushMessage): Promise<void> {
    try {
      const result = await db.execute(sql`select * from push_devices_v1(${companyId}::text, ${new Date().toISOString()}::timestamptz)`);
      await notifyDevices((result as unknown as { rows: PushDevice[] }).rows, message);
    } catch (error) {
      log.error({ err: error }, '[push] sending failed');
    }
  }

  /** As notifyCompany, to devices read already (by the statement that placed an order). Never throws. */
  async function notifyDevices(devices: readonly PushDevice[], message: PushMessage): Promise<void> {
    try {
      if (devices.length === 0) return;
      const { publicKey, privateKey } = await vapid();
      const payload = JSON.stringify(message);
      await Promise.all(
        devices.map(async (device) => {
          if (!isUsablePushKeys(device)) return drop(device, 'no payload can be encrypted for its keys');
          const status = await send(device, payload, { publicKey, privateKey, subject: vapidSubject(config) });
          if (status === 404 || status === 410) await drop(device, `its push service answered ${status}`);
          else if (status === null || status >= 400) log.warn(`[push] ${hostOf(device.endpoint)} answered ${status ?? 'nothing'}`);
        }),
      );
    } catch (error) {
      log.error({ err: error }, '[push] sending failed');
    }
  }

  /** Removes a device that can never be pushed to, told in one line: the device's fault, not the server's. */
  async function drop(device: PushDevice, reason: string) {
    // Unless the browser sent other keys since (the same endpoint, subscribed anew).
    await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.p256dh, device.p256dh)));
    log.warn(`[push] dropped a device of ${hostOf(device.endpoint)}: ${reason}`);
  }

  return { publicKey: async () => (await vapid()).publicKey, subscribe, unsubscribe, isSubscribed, notifyCompany, notifyDevices };
}

export type StaffPush = ReturnType<typeof staffPush>;

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

const vapidSubject = (config: Config) => config.vapid.subject ?? `mailto:${config.mailFrom}`;

async function loadKeys(db: Db, config: Config): Promise<Keys> {
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

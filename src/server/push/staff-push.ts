import { and, eq, type SQL, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { areaByKey } from '@/core/permissions';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { pushSubscriptions, users, vapidKeys } from '../db/schema';

/** What a staff device shows: the notification's words and the page a tap opens. */
export type PushMessage = { title: string; body: string; url: string; tag: string };

export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** A device not refreshed for this long is no longer sent to (it refreshes every 7 days while in use). */
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

type Keys = { publicKey: string; privateKey: string };

/** A staff device to push to, as `push_devices` reads it. */
export type PushDevice = { id: string; endpoint: string; p256dh: string; auth: string };

/**
 * The CTEs `stale_devices` and `push_devices` of a statement: the company's devices not refreshed
 * for 30 days are dropped, and `push_devices` selects the fresh ones of active members who may
 * open 注文確認 (the rows as they were before the drop, less the stale ones). The order's own
 * statement reads them in the same round trip, so an order costs no statement more for its push.
 */
export function pushDevicesSql(companyId: string): SQL {
  const cutoff = new Date(Date.now() - staleAfterMs).toISOString();
  return sql`stale_devices as (
      delete from ${pushSubscriptions} where company_id = ${companyId} and refreshed_at < ${cutoff}
    ), push_devices as (
      select s.id, s.endpoint, s.p256dh, s.auth
      from ${pushSubscriptions} s join ${users} u on u.id = s.user_id
      where s.company_id = ${companyId} and s.refreshed_at >= ${cutoff} and u.company_id = ${companyId} and u.is_active
        and coalesce((u.permissions ->> ${areaByKey('orders').flag})::boolean, false)
    )`;
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

  /** Saves (or refreshes) this device's subscription for the signed-in user. */
  async function subscribe(user: { id: string; companyId: string }, input: PushSubscriptionInput, userAgent: string | null) {
    await db
      .insert(pushSubscriptions)
      .values({
        id: crypto.randomUUID(),
        userId: user.id,
        companyId: user.companyId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        // A device handed to another member (or company) is theirs from now on.
        set: {
          userId: user.id,
          companyId: user.companyId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userAgent,
          refreshedAt: sql`now()`,
        },
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
   * Sends the message to every fresh device of the company's active members who may open
   * 注文確認. Never throws: a failed push is logged, and a device the push service says is
   * gone (404/410) is removed. Resolves when every device was tried.
   */
  async function notifyCompany(companyId: string, message: PushMessage): Promise<void> {
    try {
      const result = await db.execute(sql`with ${pushDevicesSql(companyId)} select * from push_devices`);
      await notifyDevices((result as unknown as { rows: PushDevice[] }).rows, message);
    } catch (error) {
      console.error('[push] sending failed', error);
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
          const status = await send(device, payload, { publicKey, privateKey, subject: vapidSubject(config) });
          if (status === 404 || status === 410) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
          else if (status === null || status >= 400)
            console.warn(`[push] ${new URL(device.endpoint).host} answered ${status ?? 'nothing'}`);
        }),
      );
    } catch (error) {
      console.error('[push] sending failed', error);
    }
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

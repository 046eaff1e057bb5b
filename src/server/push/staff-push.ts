import { and, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { pushSubscriptions, sessions, users } from '../db/schema';
import { AppError } from '../http/errors';
import type { JobQueue } from '../jobs/engine';
import { log } from '../log';
import { isUsablePushKeys, type PushDevice, type PushMessage } from './push-device';
import { queuePush } from './push-job';
import { type PushSenderConfig, pushSender } from './push-sender';

export { isUsablePushKeys, type PushDevice, type PushMessage };

export type PushSubscriptionInput = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Who a device is pushed for: the member, their company and the session that subscribed it. */
export type PushOwner = { id: string; companyId: string; sessionId: string };

/** A device not refreshed for this long is no longer sent to (it refreshes every 7 days while in use; push_devices_v1 has the same 30 days). */
const staleAfterMs = 30 * 24 * 60 * 60 * 1000;

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

const invalidKeysMessage = 'プッシュ通知の登録内容が正しくありません。通知をいったんオフにしてから、もう一度オンにしてください。';
const takenMessage = 'この通知先は別の端末のものとして登録されています。通知をいったんオフにしてから、もう一度オンにしてください。';

/** Removes the member's devices: they may no longer see orders (注文確認 taken away, or no longer a company member). */
export async function dropUserPushDevices(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

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
 * Web Push to the staff devices of a company: the devices' subscriptions here, the sending on the
 * job queue (push-job.ts), so no request waits on a push service and a push service's 5xx or
 * silence is tried again.
 */
export function staffPush({ db, config, queue }: { db: Db; config: PushSenderConfig; queue: JobQueue }) {
  const sender = pushSender({ db, config });

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

  /** Never throws: a push that could not be queued is logged. */
  const queued = (job: Parameters<typeof queuePush>[2]) =>
    queuePush(db, queue, job).catch((error: unknown) => log.error({ err: error }, '[push] could not be queued'));

  /**
   * Queues the message for every fresh device of a live session of the company's active members
   * who may open 注文確認, as they are when the job runs. Resolves once it is queued.
   */
  const notifyCompany = (companyId: string, message: PushMessage) => queued({ companyId, message });

  /** As notifyCompany, to devices read already (by the statement that placed an order). */
  const notifyDevices = (devices: readonly PushDevice[], message: PushMessage) => queued({ deviceIds: devices.map((d) => d.id), message });

  /**
   * To the devices of the given members of the company (an approver's 承認依頼), whatever screen
   * they opted in on: active members, live sessions, devices heard from in the last 30 days.
   * Resolves once it is queued; none of them with a device queues nothing.
   */
  async function notifyMembers(companyId: string, userIds: readonly string[], message: PushMessage) {
    if (userIds.length === 0) return;
    const now = new Date();
    const devices = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .innerJoin(sessions, and(eq(sessions.id, pushSubscriptions.sessionId), eq(sessions.userId, pushSubscriptions.userId)))
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(
        and(
          eq(pushSubscriptions.companyId, companyId),
          inArray(pushSubscriptions.userId, [...userIds]),
          eq(users.companyId, companyId),
          eq(users.isActive, true),
          gt(sessions.expiresAt, now),
          gte(pushSubscriptions.refreshedAt, new Date(now.getTime() - 30 * 24 * 3600 * 1000)),
        ),
      );
    await queued({ deviceIds: devices.map((d) => d.id), message });
  }

  return { publicKey: sender.publicKey, subscribe, unsubscribe, isSubscribed, notifyCompany, notifyDevices, notifyMembers };
}

export type StaffPush = ReturnType<typeof staffPush>;

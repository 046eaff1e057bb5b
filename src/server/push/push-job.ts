import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { JobQueue } from '../jobs/engine';
import { log } from '../log';
import type { PushDevice, PushMessage } from './push-device';
import type { PushSender } from './push-sender';

/** The queue of the job that pushes one message to a company's staff devices. */
export const pushDeliveryQueue = 'push-delivery';

/**
 * A push to send: to the devices read when it was queued (by the statement that placed an order),
 * or to the company's devices as they are when it runs. `attempt` counts the tries so far.
 */
export type PushJob = { message: PushMessage; deviceIds: string[] } | { message: PushMessage; companyId: string };
type Queued = PushJob & { attempt?: number };

/** Tries in all, a push service's 5xx or silence counted; the alert is stale (10 minutes) long before the last. */
const maxAttempts = 4;

/** Queues a push after the change that caused it committed; the request never waits on a push service. */
export async function queuePush(db: Db, queue: JobQueue, job: PushJob): Promise<void> {
  if ('deviceIds' in job && job.deviceIds.length === 0) return;
  await queue.send(db, pushDeliveryQueue, job);
  queue.wake(pushDeliveryQueue);
}

/**
 * The job (decision 018): sends the message to its devices; a device gone (404/410) is removed
 * as before; the devices whose push service answered 5xx or nothing are queued again, alone,
 * after a delay that doubles (from `retryDelaySeconds`, at most 5 s), up to 4 tries in all. The
 * last try that still fails leaves its job failed (the dead letter), with the devices' count.
 */
export async function runPushJob(deps: { db: Db; sender: PushSender; queue: JobQueue; retryDelaySeconds: number }, job: Queued) {
  const { db, sender, queue } = deps;
  const devices = await devicesOf(db, job);
  const again = await sender.sendTo(devices, job.message);
  if (again.length === 0) return;
  const attempt = (job.attempt ?? 0) + 1;
  if (attempt >= maxAttempts) throw new Error(`push not delivered to ${again.length} device(s) after ${attempt} tries`);
  const delay = Math.min(5, deps.retryDelaySeconds) * 2 ** (attempt - 1);
  log.info({ devices: again.length, attempt, delay }, '[push] trying again later');
  await queue.send(
    db,
    pushDeliveryQueue,
    { message: job.message, deviceIds: again.map((d) => d.id), attempt },
    { startAfterSeconds: delay },
  );
}

async function devicesOf(db: Db, job: Queued): Promise<PushDevice[]> {
  if ('deviceIds' in job) {
    if (job.deviceIds.length === 0) return [];
    // Those still subscribed (a device turned off meanwhile is not pushed to).
    return db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, job.deviceIds));
  }
  const result = await db.execute(sql`select * from push_devices_v1(${job.companyId}::text, ${new Date().toISOString()}::timestamptz)`);
  return (result as unknown as { rows: PushDevice[] }).rows;
}

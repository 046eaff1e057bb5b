import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventCounters, events } from '../db/schema';
import type { EventBus } from './bus';

/** What a stream needs of an event: read from the table, or carried by the NOTIFY. */
export type EventRow = Pick<typeof events.$inferSelect, 'id' | 'topic' | 'type' | 'data'>;
type Subscriber = (rows: EventRow[]) => void;

const dataTexts = new WeakMap<EventRow, string>();

/**
 * The event's data as JSON text, made once per row: the feed hands the same row to every open
 * stream of the company, which would otherwise each turn it into text again.
 */
export function dataTextOf(row: EventRow): string {
  let text = dataTexts.get(row);
  if (text === undefined) {
    text = JSON.stringify(row.data);
    dataTexts.set(row, text);
  }
  return text;
}

const batch = 500;
/** A failed read is retried after this, even if no further event wakes the company. */
const retryMs = 1000;

/**
 * One reader of a company's events per instance: each wake-up of the bus hands the new rows
 * once to every subscriber (the company's open staff and diner streams), instead of every
 * stream querying for itself — with hundreds of open streams that was one query per stream
 * per event. The rows come as the NOTIFY carried them when they follow the last id handed on
 * (a company's events commit in id order). Two instances announce on their own schedules
 * (announce.ts), so a company's later events may be heard before earlier ones: those are held
 * until the earlier ones are heard, for at most `holdMs`. They are read from the table otherwise
 * (too large to carry, a read under way, the bus deaf for a while, an announcement that never
 * came: see catchUpMs). Rows arrive in id order, each batch once.
 */
class CompanyFeed {
  readonly subscribers = new Set<Subscriber>();
  /** The last id read; rows above it are still to come. Null until the first read of the counter. */
  private cursor: number | null = null;
  private isReading = false;
  private isWokenAgain = false;
  /** Rows heard ahead of the cursor, by their first id. */
  private readonly held = new Map<number, EventRow[]>();
  private holdTimer: ReturnType<typeof setTimeout> | null = null;
  readonly ready: Promise<void>;
  private readonly offBus: () => void;

  constructor(
    private readonly db: Db,
    bus: EventBus,
    private readonly companyId: string,
  ) {
    this.offBus = bus.subscribe(companyId, (id, rows) => {
      if (this.cursor !== null && id <= this.cursor) return;
      const first = rows?.[0]?.id;
      if (!rows || first === undefined || rows.at(-1)?.id !== id || this.cursor === null) this.read();
      // The NOTIFY carried the events right after the cursor: hand them on without a read.
      else if (first === this.cursor + 1 && !this.isReading) this.handOn(rows);
      // Ahead of the cursor, or heard during a read (which may or may not have them): kept for later.
      else this.hold(first, rows);
    });
    this.ready = this.start();
  }

  private handOn(rows: EventRow[]) {
    this.cursor = rows.at(-1)?.id ?? this.cursor;
    for (const subscriber of this.subscribers) subscriber(rows);
    this.handOnHeld();
  }

  /** What was held and now follows the cursor, handed on in turn. */
  private handOnHeld() {
    const next = (this.cursor ?? 0) + 1;
    const rows = this.held.get(next);
    if (rows) {
      this.held.delete(next);
      this.handOn(rows);
    } else if (this.held.size === 0) this.stopHolding();
  }

  /** Later rows than the next: the announcement of those before them is on its way from another instance. */
  private hold(first: number, rows: EventRow[]) {
    this.held.set(first, rows);
    this.holdTimer ??= setTimeout(() => {
      this.holdTimer = null;
      if (this.held.size > 0) this.read();
    }, holdMs);
  }

  private stopHolding() {
    this.held.clear();
    if (this.holdTimer) clearTimeout(this.holdTimer);
    this.holdTimer = null;
  }

  private async start() {
    for (;;) {
      try {
        const [row] = await this.db
          .select({ lastId: eventCounters.lastId })
          .from(eventCounters)
          .where(eq(eventCounters.companyId, this.companyId));
        this.cursor = row?.lastId ?? 0;
        break;
      } catch {
        await new Promise((r) => setTimeout(r, retryMs));
      }
    }
    // Wake-ups heard while the counter was read.
    if (this.isWokenAgain) this.read();
  }

  /** Reads everything after the cursor; a wake-up during a read makes it read once more. */
  private read() {
    if (this.cursor === null || this.isReading) {
      this.isWokenAgain = true;
      return;
    }
    this.isReading = true;
    this.isWokenAgain = false;
    // The read takes everything committed, what was held included.
    this.stopHolding();
    void (async () => {
      try {
        for (;;) {
          const rows = await this.db
            .select({ id: events.id, topic: events.topic, type: events.type, data: events.data })
            .from(events)
            .where(and(eq(events.companyId, this.companyId), gt(events.id, this.cursor ?? 0)))
            .orderBy(asc(events.id))
            .limit(batch);
          const last = rows.at(-1);
          if (last) {
            this.cursor = last.id;
            for (const subscriber of this.subscribers) subscriber(rows);
          }
          if (rows.length < batch && !this.isWokenAgain) return;
          this.isWokenAgain = false;
        }
      } catch {
        setTimeout(() => this.read(), retryMs).unref();
      } finally {
        this.isReading = false;
        this.resumeHeld();
      }
    })();
  }

  /** After a read: what the read had is dropped, what now follows is handed on. */
  private resumeHeld() {
    const cursor = this.cursor ?? 0;
    for (const [first, rows] of this.held) if ((rows.at(-1)?.id ?? 0) <= cursor) this.held.delete(first);
    this.handOnHeld();
  }

  /** The company's counter stands at `lastId`: reads what this feed was not told of. */
  catchUp(lastId: number) {
    if (this.cursor !== null && lastId > this.cursor) this.read();
  }

  close() {
    this.stopHolding();
    this.offBus();
  }
}

/**
 * How often an instance compares the counters of its open companies with what its feeds have.
 * Events are announced after commit (announce.ts): an instance that dies between its commit and its
 * announcement, or an announcement lost with its connection, is caught up within this time.
 */
export const catchUpMs = 1000;
/** How long rows heard out of order wait for the earlier ones: well over an instance's longest announcing gap (25 ms). */
const holdMs = 100;

export class EventFeed {
  private readonly companies = new Map<string, CompanyFeed>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
  ) {}

  /** One query a second while streams are open, whatever their number: the counters of their companies. */
  private async compareCounters() {
    const ids = [...this.companies.keys()];
    if (ids.length === 0) return;
    try {
      const counters = await this.db
        .select({ companyId: eventCounters.companyId, lastId: eventCounters.lastId })
        .from(eventCounters)
        .where(inArray(eventCounters.companyId, ids));
      for (const { companyId, lastId } of counters) this.companies.get(companyId)?.catchUp(lastId);
    } catch {
      // The next comparison tries again; a database away is the availability check's to report.
    }
  }

  /**
   * `subscriber` gets every row committed after `ready` resolves (and maybe some before):
   * a stream reads its replay from the database once `ready` has, and skips ids it has.
   */
  subscribe(companyId: string, subscriber: Subscriber): { ready: Promise<void>; off: () => void } {
    let feed = this.companies.get(companyId);
    if (!feed) {
      feed = new CompanyFeed(this.db, this.bus, companyId);
      this.companies.set(companyId, feed);
    }
    if (!this.timer) {
      this.timer = setInterval(() => void this.compareCounters(), catchUpMs);
      this.timer.unref();
    }
    const own = feed;
    own.subscribers.add(subscriber);
    return {
      ready: own.ready,
      off: () => {
        own.subscribers.delete(subscriber);
        if (own.subscribers.size === 0 && this.companies.get(companyId) === own) {
          own.close();
          this.companies.delete(companyId);
          if (this.companies.size === 0 && this.timer) {
            clearInterval(this.timer);
            this.timer = null;
          }
        }
      },
    };
  }
}

const feeds = new WeakMap<EventBus, EventFeed>();

/** The instance's feed: one per bus (an app instance has one bus). */
export function feedOf(db: Db, bus: EventBus): EventFeed {
  let feed = feeds.get(bus);
  if (!feed) {
    feed = new EventFeed(db, bus);
    feeds.set(bus, feed);
  }
  return feed;
}

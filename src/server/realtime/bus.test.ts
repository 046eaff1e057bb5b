import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventChannel } from './announce';
import { EventBus } from './bus';

let pglite: PGlite;
let bus: EventBus;
beforeAll(async () => {
  pglite = new PGlite();
  bus = new EventBus();
  await bus.start({ pglite });
});
afterAll(async () => {
  await bus.close();
  await pglite.close();
});

/** Commits a NOTIFY as publishEvents does and answers the ids each listener heard. */
async function notify(companyId: string, id: number) {
  await pglite.query(`select pg_notify('${eventChannel}', '${companyId}:${id}')`);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('event bus', () => {
  it('wakes the listeners of the company whose event committed, and no other', async () => {
    const heard: string[] = [];
    const offA = bus.subscribe('company-a', (id) => heard.push(`a:${id}`));
    const offB = bus.subscribe('company-b', (id) => heard.push(`b:${id}`));
    await notify('company-a', 7);
    expect(heard).toEqual(['a:7']);
    offA();
    offB();
  });

  // A stream unsubscribes when its client goes and again when its loop ends at the next
  // heartbeat. A page opened between the two must keep hearing its company's events.
  it('a stream that unsubscribes twice never silences a stream opened in between', async () => {
    const heard: number[] = [];
    const offClosed = bus.subscribe('company-c', () => {});
    offClosed();
    const offOpen = bus.subscribe('company-c', (id) => heard.push(id));
    offClosed();
    await notify('company-c', 42);
    expect(heard).toEqual([42]);
    offOpen();
  });
});

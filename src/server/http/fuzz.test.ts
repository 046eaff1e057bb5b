import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@/core/error-codes';
import { badCsvBodies, badRawBodies, bodyFromSchema } from '../test/bad-input';
import { badQuery, badSegments } from '../test/bad-url';
import { createTestContext, type TestContext } from '../test/context';
import { type FuzzWorld, seedFuzzWorld } from '../test/fuzz-world';
import { createRng, type Rng } from '../test/prng';

let t: TestContext;
let world: FuzzWorld;
beforeAll(async () => {
  t = await createTestContext();
  world = await seedFuzzWorld(t);
});
afterAll(() => t.close());

type Operation = { method: string; path: string; schema?: object };
type Who = 'admin' | 'manager' | 'anonymous';
type Case = { who: Who; url: string; body?: string | Uint8Array; contentType?: string };

/**
 * Cases per operation: enough to touch every kind of bad input, few enough to stay well under a
 * minute. FUZZ_SEED and FUZZ_CASES explore further by hand; the suite always runs the fixed seed.
 */
const casesPerOperation = Number(process.env.FUZZ_CASES ?? 14);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_123);
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

/**
 * Skipped: live streams (/events) answer with an SSE stream that stays open until the client
 * leaves, so a request would hang the run; the tus protocol (/api/files) is `ALL` and so not in
 * the document, and has its own tests.
 */
const isSkipped = (op: Operation) => op.path.endsWith('/events');

/** better-auth's endpoints the product forwards: in the document like every other route, and fuzzed with it. */
const authPaths = [
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/change-password',
];

async function operations(): Promise<Operation[]> {
  const doc = (await (await t.request(world.host, '/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content: { 'application/json': { schema: object } } } }>>;
  };
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      schema: op.requestBody?.content['application/json'].schema,
    })),
  );
  // Destructive operations last, so the others still meet the seeded rows; signing out the admin the very last.
  const order = (op: Operation) =>
    op.path === '/api/auth/sign-out' ? 3 : op.method === 'DELETE' ? 2 : op.path.startsWith('/api/admin') ? 1 : 0;
  return ops.filter((op) => !isSkipped(op)).sort((a, b) => order(a) - order(b));
}

function caseFor(op: Operation, rng: Rng, n: number): Case {
  const path = op.path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const real = world.idsFor(op.path, param);
    return real.length > 0 && rng.chance(0.6) ? rng.pick(real) : rng.pick(badSegments);
  });
  const url = path + (rng.chance(0.4) || op.method === 'GET' ? badQuery(rng) : '');
  const isAdminPath = op.path.startsWith('/api/admin');
  const who: Who = op.path.startsWith('/api/mobile-order') || n % 7 === 6 ? 'anonymous' : isAdminPath ? 'manager' : 'admin';
  if (op.method === 'GET' || op.method === 'DELETE') return { who, url };
  if (op.path.endsWith('/import')) {
    // preview only reads; valid and all write, which is where the database refuses bad text.
    const mode = rng.pick(['valid', 'all', 'preview', '__proto__']);
    return { who, url: `${path}?mode=${mode}`, body: rng.pick(badCsvBodies), contentType: 'text/csv' };
  }
  if (!op.schema || rng.chance(0.35)) return { who, url, body: rng.pick(badRawBodies), contentType: 'application/json' };
  const body = JSON.stringify(bodyFromSchema(op.schema, rng, rng.pick([0.1, 0.3, 1])));
  return { who, url, body, contentType: rng.chance(0.9) ? 'application/json' : 'text/plain' };
}

async function send(op: Operation, c: Case) {
  const session = c.who === 'admin' ? world.admin : c.who === 'manager' ? world.manager : undefined;
  const host = c.who === 'manager' ? world.mainHost : world.host;
  const headers: Record<string, string> = { host, origin: `http://${host}` };
  if (session) headers.cookie = session.cookie;
  if (c.contentType) headers['content-type'] = c.contentType;
  return t.app.request(`http://${host}${c.url}`, { method: op.method, headers, body: c.body as BodyInit | undefined });
}

const describeCase = (op: Operation, c: Case, status: number) =>
  `${status} ${op.method} ${c.url.slice(0, 200)} as ${c.who} body=${JSON.stringify(typeof c.body === 'string' ? c.body.slice(0, 200) : c.body && [...c.body])}`;

describe('fuzzing every operation of /api/openapi.json', () => {
  it(
    'answers generated bad input with a 4xx (never a 5xx), with a Japanese message',
    async () => {
      const rng = createRng(seed);
      const ops = await operations();
      expect(ops.length).toBeGreaterThan(60);
      expect(authPaths.filter((path) => !ops.some((op) => op.method === 'POST' && op.path === path && op.schema))).toEqual([]);
      const serverErrors: string[] = [];
      const notJapanese: string[] = [];
      const unknownCodes = new Set<string>();
      for (const op of ops) {
        for (let n = 0; n < casesPerOperation; n++) {
          const c = caseFor(op, rng, n);
          const res = await send(op, c);
          const text = await res.text();
          if (res.status >= 500) serverErrors.push(describeCase(op, c, res.status));
          const isJson = (res.headers.get('content-type') ?? '').includes('json');
          if (res.status >= 400 && isJson && !japanese.test(JSON.parse(text).error?.message ?? ''))
            notJapanese.push(`${describeCase(op, c, res.status)} → ${text.slice(0, 200)}`);
          // better-auth's own codes pass through /api/auth; every other error code is one of core's.
          const code = res.status >= 400 && isJson ? JSON.parse(text).error?.code : undefined;
          if (code && !op.path.startsWith('/api/auth') && !(errorCodes as readonly string[]).includes(code)) unknownCodes.add(code);
        }
      }
      expect(serverErrors).toEqual([]);
      expect(notJapanese).toEqual([]);
      expect([...unknownCodes]).toEqual([]);
    },
    60_000 + casesPerOperation * 2_000,
  );
});

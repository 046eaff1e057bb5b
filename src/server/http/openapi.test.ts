import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, mainHost, type TestContext } from '../test/context';
import { type FuzzWorld, seedFuzzWorld } from '../test/fuzz-world';
import { handleError } from './errors';
import { openApiDocument } from './openapi';
import { jsonBody, patchBody, queryParams } from './validate';

type Operation = {
  requestBody?: { required: boolean; content: Record<string, { schema: { properties?: object } }> };
  parameters?: object[];
};
type Document = { paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document, read from the routes', () => {
  const thing = z.object({ name: z.string(), size: z.number().default(1) });
  const doc = () => {
    const inner = new Hono();
    inner.post('/things', jsonBody(thing), (c) => c.json(c.req.valid('json')));
    inner.patch('/things/:id', patchBody(thing), (c) => c.json(c.req.valid('json')));
    inner.get('/things', queryParams(z.object({ q: z.string().optional() })), (c) => c.json(c.req.valid('query')));
    inner.post('/things/:id/close', jsonBody(thing.partial(), { optional: true }), (c) => c.json({}));
    inner.post('/things/:id/plain', (c) => c.json({}));
    // A router with its own error handler is mounted wrapped; its validators must still be found.
    const own = new Hono();
    own.onError(handleError);
    own.put('/order', jsonBody(z.object({ ids: z.array(z.string()) })), (c) => c.json({}));
    const app = new Hono();
    app.route('/api', inner);
    app.route('/api/own', own);
    return openApiDocument(app as never) as Document;
  };

  it('describes each validated body, PATCH field set and query where the route is', () => {
    const { paths } = doc();
    expect(Object.keys(paths['/api/things/{id}']?.patch?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual([
      'name',
      'size',
    ]);
    expect(paths['/api/things']?.post?.requestBody?.required).toBe(true);
    expect(paths['/api/things/{id}/close']?.post?.requestBody?.required).toBe(false);
    expect(paths['/api/things']?.get?.parameters).toEqual([{ name: 'q', in: 'query', required: false, schema: { type: 'string' } }]);
    expect(paths['/api/things/{id}/plain']?.post?.requestBody).toBeUndefined();
    expect(paths['/api/own/order']?.put?.requestBody).toBeDefined();
  });
});

describe('the OpenAPI document of the app', () => {
  let t: TestContext;
  let world: FuzzWorld;
  beforeAll(async () => {
    t = await createTestContext();
    world = await seedFuzzWorld(t);
  });
  afterAll(() => t.close());

  /** Sends a broken JSON body ("{") as the caller the route is for, with real ids in the path. */
  async function sendBrokenJson(method: string, path: string) {
    const url = path.replace(/\{(\w+)\}/g, (_, param: string) => world.idsFor(path, param)[0] ?? 'x');
    if (path.startsWith('/api/mobile-order') || path.startsWith('/api/register') || path.startsWith('/api/test'))
      return t.request(world.host, url, { method, body: '{' });
    return (path.startsWith('/api/admin') ? world.manager : world.admin).send(method, url, '{');
  }

  it('documents a request body for exactly the routes that read one', async () => {
    const doc = (await (await t.request(world.host, '/api/openapi.json')).json()) as Document;
    const writes = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })))
      // CSV imports read text/csv, not JSON.
      .filter(({ method, path }) => method !== 'GET' && !path.endsWith('/import'));
    // Those with a body refuse it unchanged, so they go first; deletions last, to keep the seeded rows for the rest.
    const order = (w: (typeof writes)[number]) => (w.op.requestBody ? 0 : w.method === 'DELETE' ? 2 : 1);
    const undocumented: string[] = [];
    const notReading: string[] = [];
    for (const w of writes.sort((a, b) => order(a) - order(b))) {
      const res = await sendBrokenJson(w.method, w.path);
      const code = res.headers.get('content-type')?.includes('json')
        ? ((await res.json()) as { error?: { code?: string } }).error?.code
        : undefined;
      const readsJson = res.status === 400 && code === 'MALFORMED_JSON';
      if (readsJson && !w.op.requestBody) undocumented.push(`${w.method} ${w.path}`);
      if (!readsJson && w.op.requestBody) notReading.push(`${w.method} ${w.path} → ${res.status} ${code}`);
    }
    expect(undocumented).toEqual([]);
    expect(notReading).toEqual([]);
    expect(writes.filter((w) => w.op.requestBody).length).toBeGreaterThan(40);
  });

  it('lists the validated query of the lists and exports', async () => {
    const doc = (await (await t.request(world.host, '/api/openapi.json')).json()) as Document;
    expect(doc.paths['/api/receivables/accounting-export']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'from', required: true }),
      expect.objectContaining({ name: 'to', required: true }),
      expect.objectContaining({ name: 'package', required: false }),
      expect.objectContaining({ name: 'daySales', required: false }),
    ]);
    expect(doc.paths['/api/products/import']?.post?.parameters).toEqual([expect.objectContaining({ name: 'mode' })]);
  });
});

describe('the OpenAPI document as a whole', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await (await t.request(mainHost, '/api/openapi.json')).json();
    const result = await new Validator().validate(doc as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('declares the answer of every operation', async () => {
    const doc = (await (await t.request(mainHost, '/api/openapi.json')).json()) as Document;
    const undeclared = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !(op as { summary?: string }).summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undeclared).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });
});

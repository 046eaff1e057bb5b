import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, noContent } from '@/core/contracts/endpoint';
import { contractRouter } from './contract-router';
import { AppError, handleError } from './errors';

const item = endpoint({
  method: 'POST',
  path: '/api/things/:id',
  summary: 'テスト',
  body: z.object({ name: z.string() }),
  status: 201,
  response: z.object({ id: z.string(), name: z.string() }),
  errors: ['NOT_FOUND'],
});

/** An app whose one route answers whatever the test tells it to, bypassing the compiler on purpose. */
function appAnswering(answer: (id: string) => unknown, status = 201) {
  const { app: things, on } = contractRouter('/api/things');
  on(item, async (c) => {
    const id = c.req.param('id');
    if (id === 'missing') throw new AppError(404, 'NOT_FOUND', '見つかりません');
    if (id === 'taken') throw new AppError(409, 'DUPLICATE_CODE', '重複しています');
    // biome-ignore lint/suspicious/noExplicitAny: the drift under test is what the compiler would refuse
    return c.json(answer(id) as any, status as 201);
  });
  const app = new Hono();
  app.onError(handleError);
  app.route('/api/things', things);
  return app;
}

const post = (app: Hono, id: string, body: unknown = { name: 'りんご' }) =>
  app.request(`/api/things/${id}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

describe('answers checked against their contract in tests', () => {
  it('passes an answer that matches, and the declared refusals', async () => {
    const app = appAnswering((id) => ({ id, name: 'りんご' }));
    const ok = await post(app, 'a1');
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ id: 'a1', name: 'りんご' });
    expect((await post(app, 'missing')).status).toBe(404);
    const invalid = await post(app, 'a1', { name: 3 });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });

  it('turns a missing or mistyped field into a 500 that names the field', async () => {
    const missing = await post(
      appAnswering((id) => ({ id })),
      'a1',
    );
    expect(missing.status).toBe(500);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toContain('(POST /api/things/:id): name:');
    const mistyped = await post(
      appAnswering(() => ({ id: 1, name: 'x' })),
      'a1',
    );
    expect(((await mistyped.json()) as { error: { message: string } }).error.message).toContain(': id:');
  });

  it('refuses another success status and an error code the endpoint does not declare', async () => {
    const wrongStatus = await post(
      appAnswering((id) => ({ id, name: 'x' }), 200),
      'a1',
    );
    expect(((await wrongStatus.json()) as { error: { message: string } }).error.message).toContain('ステータス 200 (契約は 201)');
    const undeclared = await post(
      appAnswering(() => ({})),
      'taken',
    );
    expect(undeclared.status).toBe(500);
    expect(((await undeclared.json()) as { error: { message: string } }).error.message).toContain(
      '宣言されていないエラーコード DUPLICATE_CODE',
    );
  });
});

describe('an endpoint without content', () => {
  const removal = endpoint({ method: 'DELETE', path: '/api/things/:id', summary: 'テスト', response: noContent, errors: [] });
  function appAnswering(status: 200 | 204) {
    const { app: things, on } = contractRouter('/api/things');
    // biome-ignore lint/suspicious/noExplicitAny: the drift under test is what the compiler would refuse
    on(removal, (c) => (status === 204 ? c.body(null, 204) : (c.json({ ok: true }) as any)));
    const app = new Hono();
    app.onError(handleError);
    app.route('/api/things', things);
    return app;
  }

  it('answers 204, and anything else is a drift', async () => {
    expect((await appAnswering(204).request('/api/things/a1', { method: 'DELETE' })).status).toBe(204);
    const drifted = await appAnswering(200).request('/api/things/a1', { method: 'DELETE' });
    expect(drifted.status).toBe(500);
    expect(((await drifted.json()) as { error: { message: string } }).error.message).toContain('ステータス 200 (契約は 204)');
  });
});

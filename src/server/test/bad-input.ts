import type { Rng } from './prng';

/** Hostile request bodies for the API fuzz test: bad JSON values, schema-shaped bodies, raw bodies. */

const nest = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);

/** Strings a client should never get a 500 for: NUL, lone surrogates, controls, huge, odd numbers. */
export const badStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00',
  '\u0007\u001B[31m',
  '\u007F\u0085',
  '\r\n\t',
  'x'.repeat(20_000),
  '９'.repeat(400),
  '-¥1,000',
  '1e309',
  '2025-02-30',
  '0000-00-00',
  '0000-01-01',
  '9999-12-31',
  '__proto__',
  'constructor',
  "'; drop table products; --",
  '%00',
  '😀'.repeat(50),
];

const protoKey = () => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');

/** A JSON value of the wrong kind or at the edge of its kind. */
export function badValue(rng: Rng): unknown {
  switch (rng.int(4)) {
    case 0:
      return rng.pick(badStrings);
    case 1:
      return rng.pick([-1, 0, 1.5, -2.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 63, 1e21, 2147483648, -2147483649]);
    case 2:
      return rng.pick([null, true, false, [], [null], {}, [[[]]], { a: { b: { c: {} } } }]);
    default:
      return rng.pick([protoKey(), JSON.parse(nest(300, '[', ']')), Array.from({ length: 2000 }, (_, i) => i)]);
  }
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
};

/** A body shaped like the schema where each value is, with probability `badness`, a bad one. */
export function bodyFromSchema(schema: JsonSchema, rng: Rng, badness: number, depth = 0): unknown {
  if (rng.chance(badness) || depth > 6) return badValue(rng);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return bodyFromSchema(rng.pick(variants), rng, badness, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = bodyFromSchema(child, rng, badness, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: rng.int(3) }, () => bodyFromSchema(schema.items ?? {}, rng, badness, depth + 1));
    case 'integer':
    case 'number':
      return rng.pick([1, 100, 980]);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    default:
      return schema.format === 'email' ? 'fuzz@test.example' : 'テスト';
  }
}

/** Bodies that are not the JSON the route expects at all. */
export const badRawBodies: readonly (string | Uint8Array)[] = [
  '',
  '{',
  '{"a":',
  'null',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{"__proto__":{"isManager":true},"constructor":{"prototype":{"role":"admin"}}}',
  '{"name":"\\u0000"}',
  '{"name":"\\ud800"}',
  '"\\udfff"',
  nest(5000, '[', ']'),
  nest(3000, '{"a":', '}'),
  new Uint8Array([0xff, 0xfe, 0x00, 0x7b]),
  'コード,名前\n\u0000,\uD800\n',
];

/** CSV import bodies; most with the real headers, so the bad cells reach the rows and the database. */
export const badCsvBodies: readonly (string | Uint8Array)[] = [
  '',
  '\uFEFF',
  '"unclosed,quote\n',
  new Uint8Array([0xef, 0xbb, 0xbf, 0xff, 0x00, 0x0a]),
  '商品コード,商品名,単価\nP-1,ノー\u0000ト,100\nP-2,ペン,1e309\nP-2,ペン,-1\n',
  '商品コード,商品名,単価,税区分\n\u0007,\t,９９９９９９９９９９９,constructor\n',
  '顧客コード,顧客名,締め日\nC-1,株式会社\u0000,99\nC-2,__proto__,constructor\n',
  `顧客コード,顧客名\n${'C-9,名前\n'.repeat(2000)}`,
];

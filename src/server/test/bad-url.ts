import type { Rng } from './prng';

/** Hostile URL parts for the API fuzz test. Path segments, percent-encoded as they travel in a URL. */
export const badSegments: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%0A',
  '%7F',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'x'.repeat(3000),
  encodeURIComponent('😀テスト'),
  encodeURIComponent("' or 1=1 --"),
];

const queryKeys = ['sort', 'order', 'page', 'q', 'limit', 'last', 'from', 'to', 'type', 'status'] as const;
const moreQueryKeys = ['dateFrom', 'dateTo', 'amountMin', 'amountMax', 'encoding', 'mode', 'download', 'oemId', 'lastEventId'];
const queryValues = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'nosuchkey',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '1e309',
  '99999999999999999999',
  '',
  '%00',
  '%ED%A0%80',
  '%ZZ',
  'a%',
  '%09',
  '%0D%0A',
  'x'.repeat(5000),
  encodeURIComponent('２０２５-０１-０１'),
];

/** A query string of 1–4 hostile parameters, sometimes repeated keys. */
export function badQuery(rng: Rng): string {
  const parts = Array.from({ length: 1 + rng.int(4) }, () => {
    const key = rng.chance(0.75) ? rng.pick(queryKeys) : rng.pick([...moreQueryKeys, '__proto__', '%00', '%ED%A0%80']);
    return `${key}=${rng.pick(queryValues)}`;
  });
  return `?${parts.join('&')}`;
}

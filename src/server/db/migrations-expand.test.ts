import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import previous from './previous-release.json';

/**
 * Migrations since the previous release only add (expand), so an instance of that release runs on
 * the new schema while the instances are replaced one by one. Dropping, renaming, retyping or
 * tightening a column is the later "contract" step: a migration that does it must say so on a line
 * `-- contract: <why the previous release no longer needs it>`. A function of the database (the
 * order rule, migration 0031) is never replaced or dropped either: the previous release still calls
 * it, so a changed rule is a new function with the next version in its name (place_order_v2).
 */
const folder = new URL('./migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as { entries: { idx: number; tag: string }[] };

const refused: [string, RegExp][] = [
  ['drops a table or column', /\bDROP\s+(TABLE|COLUMN)\b/i],
  ['renames', /\bRENAME\b/i],
  ['changes a column type', /\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i],
  ['makes a column required', /\bSET\s+NOT\s+NULL\b/i],
  ['replaces or drops a function', /\b(CREATE\s+OR\s+REPLACE|DROP)\s+FUNCTION\b/i],
];
/** `ADD COLUMN … NOT NULL` with no DEFAULT in the same statement: the previous release's inserts fail. */
const addsRequired = (code: string) =>
  code
    .split(';')
    .some((statement) => /\bADD\s+COLUMN\b/i.test(statement) && /\bNOT\s+NULL\b/i.test(statement) && !/\bDEFAULT\b/i.test(statement));

/** What a migration's SQL does that an instance of the previous release could not live with. */
function contractions(sql: string): string[] {
  if (/^--\s*contract:/m.test(sql)) return [];
  const code = sql.replace(/--.*$/gm, '');
  const found = refused.filter(([, pattern]) => pattern.test(code)).map(([what]) => what);
  return addsRequired(code) ? [...found, 'adds a required column without a default'] : found;
}

describe('migrations since the previous release', () => {
  const since = journal.entries.filter(
    (e) => e.idx > (journal.entries.find((x) => x.tag === previous.lastMigration)?.idx ?? Number.POSITIVE_INFINITY),
  );

  it('are found (the previous release names a migration of the journal)', () => {
    expect(journal.entries.some((e) => e.tag === previous.lastMigration)).toBe(true);
  });

  it('only add: no drop, rename, retype or new requirement without a default', () => {
    const found = since.flatMap((e) =>
      contractions(readFileSync(new URL(`${e.tag}.sql`, folder), 'utf8')).map((what) => `${e.tag}: ${what}`),
    );
    expect(found).toEqual([]);
  });

  it('the check itself refuses each kind of contraction, and lets a marked contract step through', () => {
    expect(contractions('ALTER TABLE "a" DROP COLUMN "b";')).toEqual(['drops a table or column']);
    expect(contractions('ALTER TABLE "a" RENAME COLUMN "b" TO "c";')).toEqual(['renames']);
    expect(contractions('ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE bigint;')).toEqual(['changes a column type']);
    expect(contractions('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL;')).toEqual(['makes a column required']);
    expect(contractions('ALTER TABLE "a" ADD COLUMN "b" text NOT NULL;')).toEqual(['adds a required column without a default']);
    expect(contractions('CREATE OR REPLACE FUNCTION "place_order_v1"() RETURNS jsonb LANGUAGE sql AS $$ select 1 $$;')).toEqual([
      'replaces or drops a function',
    ]);
    expect(contractions('DROP FUNCTION "place_order_v1";')).toEqual(['replaces or drops a function']);
    expect(contractions('CREATE FUNCTION "place_order_v2"() RETURNS jsonb LANGUAGE sql AS $$ select 1 $$;')).toEqual([]);
    expect(contractions('ALTER TABLE "a" ADD COLUMN "b" boolean DEFAULT false NOT NULL;')).toEqual([]);
    expect(contractions('ALTER TABLE "a" ADD COLUMN "b" text;\nCREATE TABLE "c" ("id" text NOT NULL);')).toEqual([]);
    expect(contractions('-- contract: the previous release no longer reads "b"\nALTER TABLE "a" DROP COLUMN "b";')).toEqual([]);
  });
});

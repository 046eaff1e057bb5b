import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

const dialect = new PgDialect();

/**
 * Statement texts seen so far and their names. A statement's text depends only on its shape (its
 * values travel as parameters), so the few hot statements of the ordering path get one name each.
 * Past the cap a text runs unnamed: a caller whose text varied with its values could otherwise
 * grow this map, and each connection's prepared statements, without end.
 */
const names = new Map<string, string>();
const maxNamed = 50;

/**
 * Runs a statement as a named prepared statement: on PostgreSQL each pooled connection parses
 * and plans its text once and afterwards is sent only the name and the values, which spares the
 * database, on the same cores as the server, the parsing of a long statement on every order.
 * Embedded PGlite has no named statements and runs it as `execute` would. Answers the rows.
 */
export async function executePrepared<Row>(db: Db | Tx, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  let name = names.get(query.sql);
  if (!name && names.size < maxNamed) {
    name = `kanri_${names.size + 1}`;
    names.set(query.sql, name);
  }
  const result = await db._.session.prepareQuery(query, undefined, name, false).execute();
  return (result as unknown as { rows: Row[] }).rows;
}

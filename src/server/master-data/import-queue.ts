/**
 * One import at a time per company, in this process. An import writes in many short
 * transactions and keeps what it needs to undo them; a second import of the same company
 * running between its chunks could overwrite rows the first would later "restore", so
 * the second waits for the first to finish (or to finish undoing) instead.
 *
 * Across several instances on PostgreSQL this queue does not hold: two instances may
 * interleave the chunks of two imports of one company. What still holds there: each chunk
 * locks its rows (SELECT … FOR UPDATE) while it captures and writes them, and an undo only
 * touches rows still carrying its own write time, so it never reverts the other import's
 * later write; but after two such imports both fail, a row may keep the values of the
 * import that was undone first. A lock row (or a session advisory lock on a connection held
 * for the whole import) would be needed to serialise imports across instances.
 */
const tails = new Map<string, Promise<void>>();

export async function queueImport<T>(companyId: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(companyId) ?? Promise.resolve();
  const run = previous.then(work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(companyId, tail);
  try {
    return await run;
  } finally {
    // The last in line clears the entry, so the map does not grow with every company.
    if (tails.get(companyId) === tail) tails.delete(companyId);
  }
}

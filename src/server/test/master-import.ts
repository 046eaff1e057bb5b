import type { MasterImport } from '@/core/contracts/master-data';
import type { TestContext } from './context';

type Session = Awaited<ReturnType<TestContext['signIn']>>;

/**
 * A CSV import as the screen makes it: queued (202), its job run, and the import as it ended
 * (done with its counts, or failed with its error and rows).
 */
export async function importCsv(
  t: Pick<TestContext, 'jobs'>,
  session: Pick<Session, 'send' | 'get'>,
  resource: 'products' | 'customers',
  csv: string,
  mode: 'all' | 'valid' = 'all',
): Promise<MasterImport> {
  return importEnded(t, session, resource, await session.send('POST', `/api/${resource}/imports?mode=${mode}`, csv));
}

/** The import a request queued (its 202 answer), once its job ran. */
export async function importEnded(
  t: Pick<TestContext, 'jobs'>,
  session: Pick<Session, 'get'>,
  resource: 'products' | 'customers',
  res: Response,
): Promise<MasterImport> {
  if (res.status !== 202) throw new Error(`import not queued: ${res.status} ${await res.text()}`);
  const queued = (await res.json()) as MasterImport;
  // A 50,000-row file takes a minute or more on a busy machine.
  await t.jobs.idle(290_000);
  return (await (await session.get(`/api/${resource}/imports/${queued.id}`)).json()) as MasterImport;
}

import type { DocumentArchive } from '@/core/contracts/documents';
import type { TestContext } from './context';

type Session = Awaited<ReturnType<TestContext['signIn']>>;

/** A 期間エクスポート as the screen asks for it: queued (202), its job run, and the archive as it ended. */
export async function archiveEnded(
  t: Pick<TestContext, 'jobs'>,
  session: Pick<Session, 'send' | 'get'>,
  period: { from: string; to: string; encoding?: 'utf8' | 'sjis' },
): Promise<DocumentArchive> {
  const res = await session.send('POST', '/api/documents/archives', period);
  if (res.status !== 202) throw new Error(`archive not queued: ${res.status} ${await res.text()}`);
  const queued = (await res.json()) as DocumentArchive;
  await t.jobs.idle(120_000);
  return (await (await session.get(`/api/documents/archives/${queued.id}`)).json()) as DocumentArchive;
}

/** The ZIP of a period as a member downloads it once its job is done: the answer, unread. */
export async function downloadArchive(
  t: Pick<TestContext, 'jobs'>,
  session: Pick<Session, 'send' | 'get'>,
  period: { from: string; to: string; encoding?: 'utf8' | 'sjis' },
): Promise<Response> {
  const archive = await archiveEnded(t, session, period);
  if (archive.state !== 'done') throw new Error(`archive ${archive.state}: ${archive.error?.message}`);
  return session.get(`/api/documents/archives/${archive.id}/download`);
}

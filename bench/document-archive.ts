import { readIssuedPdf } from '../src/server/features/documents/pdf/issued-pdf';
import type { TestContext } from '../src/server/test/context';
import { archiveEnded } from '../src/server/test/document-archive';
import { seedIssuedDocuments } from '../src/server/test/issued-documents';

const mib = (bytes: number) => Number((bytes / 1024 ** 2).toFixed(1));

/**
 * 期間エクスポート of N issued invoices (each with its stored PDF: a hard link to one rendered
 * file, ~30 KB): the job writes the ZIP into the file store, then it is read as a client would,
 * chunk by chunk. Resident memory is sampled every 5 ms from the request to the last byte: its
 * peak above the level before should stay flat as N grows, while the ZIP grows with N.
 */
export async function benchArchive(t: TestContext, sizes = [1_000, 5_000]) {
  const rows = [];
  for (const n of sizes) {
    const seed = await t.seedCompany();
    const session = await t.signIn(seed.admin.email, seed.host);
    const customerId = await t.seedCustomer(seed.companyId, 'C-001', '株式会社計測先');
    const draft = await (
      await session.send('POST', '/api/documents/invoice', {
        issueDate: '2026-12-01',
        customerId,
        subject: '計測',
        lines: [{ name: '保守', quantity: '1', unitPrice: 10_000 }],
      })
    ).json();
    await session.send('POST', `/api/documents/invoice/${draft.id}/issue`);
    await seedIssuedDocuments(t.db, {
      companyId: seed.companyId,
      kind: 'invoice',
      count: n,
      modelId: draft.id,
      pdf: (await readIssuedPdf(t.db, seed.companyId, draft.id)) as Buffer,
    });

    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const archive = await archiveEnded(t, session, { from: '2026-11-01', to: '2026-11-30' });
    const writtenMs = performance.now() - started;
    const res = await session.get(`/api/documents/archives/${archive.id}/download`);
    if (!res.ok || !res.body) throw new Error(`archive: HTTP ${res.status}`);
    let bytes = 0;
    const reader = res.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    rows.push({
      documents: n,
      'written after s': Number((writtenMs / 1000).toFixed(2)),
      'total s': Number(seconds.toFixed(2)),
      'documents/s': Math.round(n / seconds),
      'ZIP MiB': mib(bytes),
      'RSS before MiB': mib(before),
      'peak RSS delta MiB': mib(peak - before),
    });
  }
  return rows;
}

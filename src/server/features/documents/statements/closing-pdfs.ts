import type { Db } from '../../../db/client';
import { log } from '../../../log';
import { pdfThreads } from '../../../pdf/pool';
import { documentPdf } from '../pdf/document-pdf';
import type { PdfOutput } from '../pdf/issued-pdf';
import { findDocument, toDocument } from '../view';

/**
 * The PDFs of a batch just committed, rendered from the statements' frozen rows and kept with
 * their SHA-256 — each in a short transaction of its own, after the batch's, so the numbering
 * lock is never held for a render and the numbers stay gap-free. One statement more than the pool
 * has workers is in hand at a time, so reading and keeping one overlaps rendering another; more
 * would only wait in the pool's queue, which other users' PDFs share.
 * A statement whose render fails keeps no PDF yet and gets it at first view, mail or export, as
 * documents issued before PDFs were kept do. Answers the ids of those.
 */
export async function keepClosingPdfs(deps: { db: Db } & PdfOutput, companyId: string, ids: string[]): Promise<string[]> {
  const { db, ...output } = deps;
  const pending: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < ids.length; i = next++) {
      const id = ids[i] as string;
      try {
        await documentPdf(db, output, companyId, await toDocument(db, await findDocument(db, companyId, 'statement', id)));
      } catch (error) {
        pending.push(id);
        log.warn({ err: error, document: id }, '合計請求書のPDFを発行時に作成できませんでした（初回表示時に作成します）');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(pdfThreads + 1, ids.length) }, worker));
  return pending;
}

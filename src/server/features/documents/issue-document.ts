import { and, eq } from 'drizzle-orm';
import type { SalesDocument } from '@/core/api-types';
import { type DocumentKind, documentNumberLabel, kindInfo } from '@/core/documents';
import type { IssueDocumentInput } from '@/core/schemas/documents';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { documents } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { postIssuedDocument } from '../../ledger/post-document';
import { printableDocument } from '../../pdf/glyphs';
import { settleAfterCredit } from '../../settlement/invoice-status';
import { getCompanyProfile } from '../../tenancy/company-profile';
import { inputOf, resolveContent, searchTextOf, withTransactionDate, writeLines } from './content';
import { assertReturnable } from './credit-note-limits';
import { recordDocumentChange } from './document-change';
import { loadSettings, ruleOf } from './document-settings';
import { keepIssuedPdf, type PdfOutput, renderPdf, sha256Of } from './issued-pdf';
import { takeNumber } from './numbering';
import { findDocument, linesOf, toDocument, warningsOf } from './view';

/**
 * 発行: numbers the draft (a revision keeps its predecessor's number) and freezes it with
 * snapshots of the issuer, the counterparty and the bank account as printed, all in one
 * transaction. Totals are recomputed with the company's rounding mode of the day.
 *
 * The PDF is rendered inside that transaction, from the row as it is about to be committed,
 * and kept with its SHA-256. Rendering before the transaction would need the number, which is
 * only taken (row-locked) inside it; rendering after commit would need to undo an issue and
 * leave a gap in the numbers. So a render that fails (pool busy, timeout) rolls everything
 * back, number included; the PDF is kept in the file store by the same transaction, so it is
 * there exactly when the issue commits.
 * The cost: the number sequence stays locked for the render (about 100 ms), so concurrent
 * issues of one kind queue a little longer.
 */
export async function issueDocument(
  { db, ...output }: { db: Db } & PdfOutput,
  user: CompanyUser,
  kind: DocumentKind,
  id: string,
  input: IssueDocumentInput = { confirmLatePayment: false },
): Promise<SalesDocument> {
  return issuing(db, (tx, track) => issueDraft(tx, output, track, user, kind, id, input));
}

/** What an issue names should its transaction not commit: the number taken. */
export type IssueTrack = { number: string };

/**
 * Runs `work` (which issues with issueDraft, maybe after creating the draft) in one transaction;
 * a failure names a number already taken.
 */
export async function issuing<T>(db: Db, work: (tx: Tx, track: IssueTrack) => Promise<T>): Promise<T> {
  const track: IssueTrack = { number: '' };
  try {
    return await db.transaction((tx) => work(tx, track));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(409, 'NUMBER_TAKEN', `番号「${track.number}」は既に使われています。帳票設定の「次の番号」を見直してください`);
    throw error;
  }
}

/** The issue itself, inside the caller's transaction (see issuing). */
export async function issueDraft(
  tx: Tx,
  output: PdfOutput,
  track: IssueTrack,
  user: CompanyUser,
  kind: DocumentKind,
  id: string,
  { confirmLatePayment }: IssueDocumentInput = { confirmLatePayment: false },
): Promise<SalesDocument> {
  const current = await findDocument(tx, user.companyId, kind, id, { lock: true });
  if (current.status !== 'draft') throw new AppError(409, 'ALREADY_ISSUED', 'この帳票は既に発行されています');
  const lines = await linesOf(tx, id);
  if (!current.customerId && !kindInfo[kind].isCounterpartyOptional)
    throw new AppError(400, 'VALIDATION_FAILED', `${kindInfo[kind].counterpartyLabel}を選んでから発行してください`);
  if (!lines.some((l) => l.kind !== 'heading')) throw new AppError(400, 'VALIDATION_FAILED', '明細を1行以上入力してから発行してください');
  const settings = await loadSettings(tx, user.companyId);
  const content = await resolveContent(tx, user.companyId, kind, withTransactionDate(kind, inputOf(current, lines)), settings.roundingMode);
  // 取適法: a 支払期日 past the 60th day is the user's call, but never by accident.
  const [late] = warningsOf({ kind, ...content.values });
  if (late && !confirmLatePayment)
    throw new AppError(409, 'LATE_PAYMENT_UNCONFIRMED', `${late.message}。このまま発行する場合は、確認のうえ発行してください`);
  const number = current.number ?? (await takeNumber(tx, user.companyId, kind, ruleOf(settings, kind), current.issueDate));
  track.number = number;
  const issuer = await getCompanyProfile(tx, user.companyId);
  const now = new Date();
  const [row] = await tx
    .update(documents)
    .set({
      ...content.values,
      status: 'issued',
      number,
      issuer,
      searchText: searchTextOf(number, current.revision, content.values.counterpartyName, current.subject),
      issuedAt: now,
      updatedAt: now,
      updatedBy: user.id,
    })
    .where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)))
    .returning();
  if (!row) throw new Error('update returned nothing');
  await writeLines(tx, user.companyId, id, content.lines);
  await assertReturnable(tx, user.companyId, row);
  // The corrected revision replaces its predecessor in lists; the old one stays readable.
  if (current.previousId)
    await tx
      .update(documents)
      .set({ isLatest: false, updatedAt: now })
      .where(and(eq(documents.companyId, user.companyId), eq(documents.id, current.previousId)));
  await postIssuedDocument(tx, row);
  // A 返品・値引き reduces what its invoice owes: one paid but for it is now 入金済.
  const settled = kind === 'credit_note' && row.sourceId ? await settleAfterCredit(tx, user.companyId, row.sourceId) : [];
  await recordDocumentChange(
    tx,
    user,
    current.previousId ? 'document.revise-issue' : 'document.issue',
    { kind, id },
    {
      number: documentNumberLabel(number, row.revision),
      counterparty: row.counterpartyName,
      total: row.total,
      ...(late && { latePaymentConfirmed: true, latePayment: late.message }),
      ...(settled.length > 0 && { statuses: settled }),
    },
    settled.map((s) => ({ kind: 'invoice' as const, id: s.id })),
  );
  const issued = await toDocument(tx, row);
  const printable = await printableDocument(issued, issuer);
  const pdf = await renderPdf(tx, output, printable.doc, printable.issuer, settings.dateStyle);
  const pdfSha256 = sha256Of(pdf);
  await tx
    .update(documents)
    .set({ pdfSha256 })
    .where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)));
  await keepIssuedPdf(tx, user.companyId, id, pdf);
  return { ...issued, pdfSha256 };
}

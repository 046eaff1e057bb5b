import { and, eq } from 'drizzle-orm';
import type { SalesDocument } from '@/core/contracts/documents';
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
import { assertApproved } from './approvals/approval-gate';
import { inputOf, resolveContent, searchTextOf, withTransactionDate, writeLines } from './content';
import { recordDocumentChange } from './document-change';
import { peekNumber, takeNumber } from './numbering';
import { type IssueTry, inLine, pdfOfIssue, type RenderedIssue, RenderFirst } from './pdf/issue-render';
import { keepIssuedPdf, type PdfOutput, renderPdf, sha256Of } from './pdf/issued-pdf';
import { assertReturnable } from './returns/credit-note-limits';
import { loadSettings, ruleOf } from './settings/document-settings';
import { type DocumentRow, findDocument, type LineRow, linesOf, toDocument, warningsOf } from './view';

/**
 * 発行: numbers the draft (a revision keeps its predecessor's number) and freezes it with
 * snapshots of the issuer, the counterparty and the bank account as printed, all in one
 * transaction. Totals are recomputed with the company's rounding mode of the day.
 *
 * The PDF is kept with its SHA-256 by that transaction, so it is there exactly when the issue
 * commits, but it is rendered before, outside any transaction (see issuing): on the embedded
 * database a transaction holds the only connection, and a render inside it (seconds for 1,000
 * lines) kept every company waiting; on PostgreSQL it kept the number sequence locked.
 */
export async function issueDocument(
  deps: { db: Db } & PdfOutput,
  user: CompanyUser,
  kind: DocumentKind,
  id: string,
  input: IssueDocumentInput = { confirmLatePayment: false },
): Promise<SalesDocument> {
  return issuing(deps, { companyId: user.companyId, kind }, (tx, issue) => issueDraft(tx, issue, user, kind, id, input));
}

/** Renders after the first try, and after each try that found something else to print. */
const maxRenders = 3;

/**
 * Runs `work` (which issues with issueDraft, maybe after creating the draft) in one transaction,
 * with the PDF rendered between tries, while no transaction is open:
 * 1. The first try does the whole issue with the number it would take, looked at without locking
 *    it, and rolls back once it knows what the PDF prints (RenderFirst).
 * 2. The PDF is rendered from that.
 * 3. The next try takes the number under its lock and commits with that PDF only if the number
 *    and everything printed are still what was rendered. If not (another server took the number
 *    meanwhile, the draft was edited, the seat got one more order) it rolls back and step 2
 *    renders what it found; after maxRenders renders, a 409 asks the user to look and issue again.
 * A render that fails finds nothing to roll back: no number is used and the draft stays a draft.
 * Issues of one company and kind take turns in this process (inLine), as they queued on the
 * number's row lock before; only they wait for the render, and no database lock is held for it.
 * The price: the database work of an issue is done twice.
 */
export async function issuing<T>(
  { db, ...output }: { db: Db } & PdfOutput,
  { companyId, kind }: { companyId: string; kind: DocumentKind },
  work: (tx: Tx, issue: IssueTry) => Promise<T>,
): Promise<T> {
  return inLine(db, companyId, kind, async () => {
    let rendered: RenderedIssue | null = null;
    for (let renders = 0; ; renders++) {
      const issue: IssueTry = { rendered, number: '' };
      try {
        return await db.transaction((tx) => work(tx, issue));
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(409, 'NUMBER_TAKEN', `番号「${issue.number}」は既に使われています。帳票設定の「次の番号」を見直してください`);
        if (!(error instanceof RenderFirst)) throw error;
        if (renders === maxRenders)
          throw new AppError(
            409,
            'ISSUE_CHANGED',
            '発行の途中で帳票の内容または番号が他の操作で変わったため、発行しませんでした。内容を確認して、もう一度発行してください',
          );
        const { printable, dateStyle, content } = error.print;
        rendered = { content, pdf: await renderPdf(db, output, printable.doc, printable.issuer, dateStyle) };
      }
    }
  });
}

/** What a draft needs before it is issued, or applied for approval: its counterparty and a line. */
export function assertIssuable(row: DocumentRow, lines: LineRow[], action: '発行' | '申請') {
  if (!row.customerId && !kindInfo[row.kind].isCounterpartyOptional)
    throw new AppError(400, 'VALIDATION_FAILED', `${kindInfo[row.kind].counterpartyLabel}を選んでから${action}してください`);
  if (!lines.some((l) => l.kind !== 'heading'))
    throw new AppError(400, 'VALIDATION_FAILED', `明細を1行以上入力してから${action}してください`);
}

/** The issue itself, inside the caller's transaction (see issuing). */
export async function issueDraft(
  tx: Tx,
  issue: IssueTry,
  user: CompanyUser,
  kind: DocumentKind,
  id: string,
  { confirmLatePayment }: IssueDocumentInput = { confirmLatePayment: false },
): Promise<SalesDocument> {
  const current = await findDocument(tx, user.companyId, kind, id, { lock: true });
  if (current.status !== 'draft') throw new AppError(409, 'ALREADY_ISSUED', 'この帳票は既に発行されています');
  const lines = await linesOf(tx, id);
  assertIssuable(current, lines, '発行');
  const settings = await loadSettings(tx, user.companyId);
  const content = await resolveContent(tx, user.companyId, kind, withTransactionDate(kind, inputOf(current, lines)), settings.roundingMode);
  // 承認フロー: nothing issues a draft that waits for, or still needs, its approval.
  await assertApproved(tx, current, content.values.total);
  // 取適法: a 支払期日 past the 60th day is the user's call, but never by accident.
  const [late] = warningsOf({ kind, ...content.values });
  if (late && !confirmLatePayment)
    throw new AppError(409, 'LATE_PAYMENT_UNCONFIRMED', `${late.message}。このまま発行する場合は、確認のうえ発行してください`);
  // Taken (and locked until commit) only by a try that may commit: one with a PDF rendered.
  const take = issue.rendered ? takeNumber : peekNumber;
  const number = current.number ?? (await take(tx, user.companyId, kind, ruleOf(settings, kind), current.issueDate));
  issue.number = number;
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
  const pdf = pdfOfIssue(issue, printable, settings.dateStyle);
  const pdfSha256 = sha256Of(pdf);
  await tx
    .update(documents)
    .set({ pdfSha256 })
    .where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)));
  await keepIssuedPdf(tx, user.companyId, id, pdf);
  return { ...issued, pdfSha256 };
}

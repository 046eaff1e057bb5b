import type { SalesDocument } from '@/core/contracts/documents';
import { convertedSubject } from '@/core/converted-subject';
import { documentNumberLabel, kindInfo, todayInJapan } from '@/core/documents';
import { parseQuantity } from '@/core/money';
import type { BilledKind } from '@/core/payments';
import type { CreditNoteInput } from '@/core/schemas/documents';
import type { Db } from '../../../db/client';
import type { CompanyUser } from '../../../http/env';
import { AppError } from '../../../http/errors';
import { inputOf, lineInputOf } from '../content';
import { recordDocumentChange } from '../document-change';
import { insertDraft } from '../save-document';
import { loadSettings } from '../settings/document-settings';
import { findDocument, type LineRow, linesOf, toDocument } from '../view';
import { assertReturnable } from './credit-note-limits';

const invalid = (message: string, path: string) => new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/** The billed lines going back: all of them (全額), or those chosen with at most their billed quantity. */
function returnedLines(lines: LineRow[], chosen: CreditNoteInput['lines'], title: string) {
  if (!chosen) return lines.map(lineInputOf);
  const seen = new Set<number>();
  return chosen.map(({ index, quantity }, i) => {
    const line = lines[index];
    if (!line || line.kind === 'heading') throw invalid(`${index + 1}行目は${title}の明細にありません`, `lines.${i}.index`);
    if (seen.has(index)) throw invalid(`${index + 1}行目が2回選ばれています`, `lines.${i}.index`);
    seen.add(index);
    const returned = parseQuantity(quantity);
    const invoiced = parseQuantity(line.quantity);
    const abs = (q: bigint) => (q < 0n ? -q : q);
    if (returned <= 0n) throw invalid(`${index + 1}行目の数量は0より大きくしてください`, `lines.${i}.quantity`);
    if (abs(returned) > abs(invoiced))
      throw invalid(`${index + 1}行目の数量は請求した数量（${line.quantity}）以下にしてください`, `lines.${i}.quantity`);
    // A discount line goes back with its own sign; the quantity only says how much of it.
    return { ...lineInputOf(line), quantity: invoiced < 0n ? `-${quantity}` : quantity };
  });
}

/**
 * 返品・値引き: a draft 適格返還請求書 from an issued invoice or 合計請求書, linked to it as its
 * source. The amounts are positive — the kind itself says the money goes back — and totals per
 * rate come from the money module like any document's. The source is not changed: once issued,
 * the credit note lowers what it owes, and a statement's goes on the customer's next statement as
 * 返品・値引き (decision 010).
 */
export async function createCreditNote(
  db: Db,
  user: CompanyUser,
  kind: BilledKind,
  invoiceId: string,
  input: CreditNoteInput,
): Promise<SalesDocument> {
  const title = kindInfo[kind].title;
  return db.transaction(async (tx) => {
    const invoice = await findDocument(tx, user.companyId, kind, invoiceId, { lock: true });
    if (invoice.status === 'draft') throw new AppError(409, 'NOT_ISSUED', `返品・値引きは発行済みの${title}から作成できます`);
    if (!invoice.isLatest) throw new AppError(409, 'NOT_LATEST', `この${title}には新しい版があります。最新の版から作成してください`);
    const lines = returnedLines(await linesOf(tx, invoiceId), input.lines, title);
    const settings = await loadSettings(tx, user.companyId);
    const draft = {
      ...inputOf(invoice, []),
      issueDate: todayInJapan(),
      // Its own 件名 (「…の返品・値引き」): the invoice's, copied, would read as a second bill.
      subject: convertedSubject(invoice.subject, 'credit_note'),
      // Its own 取引年月日 is the day of the return (its issue date unless one is typed); the
      // invoice's stays the invoice's, printed beside its number.
      transactionDate: null,
      periodFrom: null,
      periodTo: null,
      dueDate: null,
      bankAccountId: null,
      notes: settings.defaultNotes.credit_note ?? '',
      // 源泉徴収 belongs to the invoice's payment, not to what goes back.
      lines: lines.map((l) => ({ ...l, isWithholding: false })),
    };
    const target = await insertDraft(tx, user, 'credit_note', draft, { sourceId: invoiceId });
    await assertReturnable(tx, user.companyId, target);
    await recordDocumentChange(
      tx,
      user,
      'document.credit-note',
      target,
      {
        from: { id: invoiceId, kind, number: documentNumberLabel(invoice.number, invoice.revision) },
        counterparty: target.counterpartyName,
        total: target.total,
        scope: input.lines ? 'lines' : 'all',
      },
      [{ kind, id: invoiceId }],
    );
    return toDocument(tx, target);
  });
}

import { and, eq } from 'drizzle-orm';
import type { SalesDocument } from '@/core/contracts/documents';
import { convertedSubject } from '@/core/converted-subject';
import { conversions, type DocumentKind, documentNumberLabel, dueDateFromTerms, kindInfo, todayInJapan } from '@/core/documents';
import type { Db, Tx } from '../../db/client';
import { customers, documents, paymentAllocations, statementSources } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { deliveredInput, inputOf } from './content';
import { recordDocumentChange } from './document-change';
import { insertDraft } from './save-document';
import { listBankAccounts } from './settings/bank-accounts';
import { loadSettings } from './settings/document-settings';
import { type DocumentRow, findDocument, linesOf, toDocument } from './view';

export type CopyMode = { mode: 'duplicate' } | { mode: 'revise' } | { mode: 'convert'; to: DocumentKind };

const operationTypes = { duplicate: 'document.duplicate', revise: 'document.revise', convert: 'document.convert' } as const;

/** A new invoice's 支払期限 from the customer's terms (or the company's default terms) and its default 振込先. */
async function invoiceDefaults(tx: Tx, companyId: string, customerId: string | null, issueDate: string) {
  const settings = await loadSettings(tx, companyId);
  const [customer] = customerId
    ? await tx
        .select({ terms: customers.paymentTerms })
        .from(customers)
        .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    : [];
  const terms = customer?.terms ?? settings.defaultPaymentTerms;
  const [bank] = await listBankAccounts(tx, companyId);
  return {
    dueDate: terms ? dueDateFromTerms(issueDate, terms) : null,
    bankAccountId: bank?.id ?? null,
    notes: settings.defaultNotes.invoice ?? '',
  };
}

/**
 * 複製 (a new draft of the same kind), 修正 (a new revision of an issued document, linked to
 * it and keeping its number) and 変換 (a draft of another kind made from this one, linked as
 * its source). The original is never changed, except that a quotation turned into an
 * invoice or a delivery note is marked 受注.
 */
export async function copyDocument(db: Db, user: CompanyUser, kind: DocumentKind, id: string, copy: CopyMode): Promise<SalesDocument> {
  return db.transaction(async (tx) => {
    const source = await findDocument(tx, user.companyId, kind, id, { lock: true });
    const input = inputOf(source, await linesOf(tx, id));
    const today = todayInJapan();
    // A 納品書 a 合計請求書 has billed is sold once: no invoice of its own, no revision to bill again.
    if (copy.mode !== 'duplicate' && kind === 'delivery_note') {
      const [billed] = await tx
        .select({ number: documents.number })
        .from(statementSources)
        .innerJoin(documents, eq(documents.id, statementSources.statementId))
        .where(and(eq(statementSources.companyId, user.companyId), eq(statementSources.sourceId, id)));
      if (billed)
        throw new AppError(
          409,
          'BILLED_BY_STATEMENT',
          `この納品書は合計請求書「${billed.number}」で請求済みのため、請求書の作成や修正はできません`,
        );
    }
    let target: DocumentRow;
    if (copy.mode === 'revise') {
      if (source.status === 'draft')
        throw new AppError(409, 'NOT_ISSUED', '下書きはそのまま編集できます（修正は発行済みの帳票に使います）');
      if (!source.isLatest) throw new AppError(409, 'NOT_LATEST', 'この帳票には新しい版があります。最新の版を修正してください');
      const [pending] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.companyId, user.companyId), eq(documents.previousId, id)));
      if (pending) throw new AppError(409, 'REVISION_EXISTS', 'この帳票の修正版（下書き）が既にあります');
      // A revision would leave the payments on the version it replaces.
      const [allocation] = await tx
        .select({ id: paymentAllocations.id })
        .from(paymentAllocations)
        .where(eq(paymentAllocations.documentId, id))
        .limit(1);
      if (allocation)
        throw new AppError(409, 'HAS_PAYMENTS', '入金が記録されている請求書は修正できません。先に入金管理で消込を外してください');
      target = await insertDraft(tx, user, kind, input, {
        previousId: id,
        number: source.number,
        revision: source.revision + 1,
        sourceId: source.sourceId,
      });
    } else if (copy.mode === 'convert') {
      if (!conversions[kind].includes(copy.to))
        throw new AppError(400, 'VALIDATION_FAILED', `${kindInfo[kind].title}から${kindInfo[copy.to].title}は作成できません`);
      if (source.status === 'draft') throw new AppError(409, 'NOT_ISSUED', '下書きからは作成できません。先に発行してください');
      const converted = {
        ...(kind === 'delivery_note' ? deliveredInput(input) : input),
        subject: convertedSubject(input.subject, copy.to),
        issueDate: today,
        validUntil: null,
        dueDate: null,
        bankAccountId: null,
        notes: (await loadSettings(tx, user.companyId)).defaultNotes[copy.to] ?? '',
      };
      const extra = copy.to === 'invoice' ? await invoiceDefaults(tx, user.companyId, input.customerId, today) : {};
      target = await insertDraft(tx, user, copy.to, { ...converted, ...extra }, { sourceId: id });
      if (kind === 'quotation' && copy.to !== 'purchase_order' && (source.status === 'issued' || source.status === 'sent'))
        await tx.update(documents).set({ status: 'accepted', updatedAt: new Date() }).where(eq(documents.id, id));
    } else {
      // A 取引年月日 that was the issue date (the default) moves to the copy's; one chosen by hand stays.
      const transactionDate = input.transactionDate === source.issueDate ? today : input.transactionDate;
      target = await insertDraft(tx, user, kind, { ...input, issueDate: today, transactionDate });
    }
    await recordDocumentChange(
      tx,
      user,
      operationTypes[copy.mode],
      target,
      {
        from: { id, kind, number: documentNumberLabel(source.number, source.revision) },
        counterparty: target.counterpartyName,
        total: target.total,
      },
      [{ kind, id }],
    );
    return toDocument(tx, target);
  });
}

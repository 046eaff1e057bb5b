import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DocumentParty } from '@/core/api-types';
import type { Customer } from '@/core/contracts/customers';
import { documentSearchText } from '@/core/documents';
import { normalizeForSearch } from '@/core/japanese';
import { isAdminRole } from '@/core/permissions';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import {
  customers,
  documentLinkEvents,
  documentLinks,
  documents,
  mailDeliveries,
  mailRecipients,
  recurringInvoices,
} from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError, forbidden, notFound } from '../../http/errors';
import { getMasterRow } from '../../master-data/write';
import { publishEvents } from '../../realtime/publish';
import { customerDefinition } from './definition';

/** The name an erased customer keeps, on the master and on the drafts that were addressed to it. */
export const erasedCustomerName = '削除済みの取引先';

/**
 * 個人情報の消去 on the customer's request (個人情報保護法): the master's name becomes
 * 「削除済みの取引先」 and every other personal field is emptied, and so is the addressee of the
 * drafts not yet issued. Issued documents are 取引関係書類 kept for 7 years (電子帳簿保存法,
 * 法人税法): they, their kept PDFs and the ledger stay exactly as issued. The customer's 定期請求
 * stop, since they would address new invoices to it. Irreversible: the old values are read
 * nowhere, not even into the operation log, and the row is locked against edits and imports.
 */
export async function eraseCustomer(db: Db, user: CompanyUser, id: string): Promise<Customer> {
  if (!isAdminRole(user.role)) throw forbidden('個人情報の消去には管理者権限が必要です');
  await db.transaction(async (tx) => {
    const where = and(eq(customers.companyId, user.companyId), eq(customers.id, id));
    const [current] = await tx
      .select({ code: customers.code, email: customers.email, erasedAt: customers.erasedAt })
      .from(customers)
      .where(where)
      .for('update');
    if (!current) throw notFound('顧客が見つかりません');
    if (current.erasedAt) throw new AppError(409, 'CUSTOMER_ERASED', 'この顧客の個人情報は既に消去されています');
    const now = new Date();
    await tx
      .update(customers)
      .set({
        name: erasedCustomerName,
        kana: '',
        department: '',
        contactPerson: '',
        postalCode: '',
        address: '',
        phone: '',
        email: '',
        registrationNumber: '',
        notes: '',
        isActive: false,
        searchText: normalizeForSearch(`${current.code} ${erasedCustomerName}`),
        erasedAt: now,
        updatedAt: now,
      })
      .where(where);
    const drafts = await eraseDrafts(tx, user.companyId, id, now);
    const mails = await eraseMails(tx, user.companyId, id, current.email);
    const links = await eraseLinks(tx, user.companyId, id, user.id, now);
    const stopped = await tx
      .update(recurringInvoices)
      .set({ stoppedAt: now, updatedBy: user.id, updatedAt: now })
      .where(
        and(eq(recurringInvoices.companyId, user.companyId), eq(recurringInvoices.customerId, id), isNull(recurringInvoices.stoppedAt)),
      )
      .returning({ id: recurringInvoices.id });
    await recordOperation(tx, actorOf(user), {
      operationType: 'customer.erase',
      targetType: 'customer',
      targetId: id,
      // What was done, never what was erased.
      detail: { code: current.code, drafts: drafts.length, mails, links, stoppedRecurringInvoices: stopped.length },
    });
    await publishEvents(tx, user.companyId, [
      { topic: 'company', type: 'customer.changed' },
      ...drafts.map((d) => ({ topic: 'company' as const, type: 'document.changed' as const, data: d })),
    ]);
  });
  return getMasterRow(db, customerDefinition, user.companyId, id);
}

/**
 * The mails sent to the customer keep no address, subject or text (the documents they carried
 * stay, issued); one still waiting to go is called off. The address leaves the company's list of
 * addresses already mailed (mail limits), unless it was also someone else's.
 */
async function eraseMails(tx: Tx, companyId: string, customerId: string, email: string) {
  const ofCustomer = tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.customerId, customerId)));
  const erased = await tx
    .update(mailDeliveries)
    .set({
      toAddress: erasedAddress,
      cc: '',
      subject: erasedAddress,
      body: '',
      replyTo: null,
      status: sql`case when ${mailDeliveries.status} in ('queued', 'sending') then 'failed' else ${mailDeliveries.status} end`,
      lastError: sql`case when ${mailDeliveries.status} in ('queued', 'sending') then ${calledOff} else ${mailDeliveries.lastError} end`,
    })
    .where(and(eq(mailDeliveries.companyId, companyId), inArray(mailDeliveries.documentId, ofCustomer)))
    .returning({ id: mailDeliveries.id });
  const address = email.trim().toLowerCase();
  if (address) {
    const stillUsed = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), sql`lower(${customers.email}) = ${address}`, sql`${customers.id} <> ${customerId}`))
      .limit(1);
    if (stillUsed.length === 0)
      await tx
        .delete(mailRecipients)
        .where(and(eq(mailRecipients.companyId, companyId), sql`lower(${mailRecipients.address}) = ${address}`));
  }
  return erased.length;
}

/**
 * Web送付: the customer's links open nothing any more (revoked as by the sender), and the addresses
 * its views came from are forgotten; when it opened and received each document stays, as the
 * documents do.
 */
async function eraseLinks(tx: Tx, companyId: string, customerId: string, userId: string, now: Date) {
  const ofCustomer = tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.customerId, customerId)));
  const revoked = await tx
    .update(documentLinks)
    .set({ revokedAt: now, revokedBy: userId })
    .where(and(eq(documentLinks.companyId, companyId), inArray(documentLinks.documentId, ofCustomer), isNull(documentLinks.revokedAt)))
    .returning({ id: documentLinks.id });
  await tx
    .update(documentLinkEvents)
    .set({ ipAddress: '' })
    .where(and(eq(documentLinkEvents.companyId, companyId), inArray(documentLinkEvents.documentId, ofCustomer)));
  return revoked.length;
}

const erasedAddress = '（消去済み）';
const calledOff = '取引先の個人情報を消去したため、送信を取り消しました';

/** The drafts addressed to the customer, with the addressee as an erased customer's: name only, the rest empty. */
async function eraseDrafts(tx: Tx, companyId: string, customerId: string, now: Date) {
  const rows = await tx
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      revision: documents.revision,
      subject: documents.subject,
      honorific: documents.honorific,
    })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.customerId, customerId), eq(documents.status, 'draft')));
  for (const row of rows) {
    const counterparty: DocumentParty = {
      name: erasedCustomerName,
      honorific: row.honorific ?? '御中',
      department: '',
      contactPerson: '',
      postalCode: '',
      address: '',
      registrationNumber: '',
    };
    await tx
      .update(documents)
      .set({
        counterpartyName: erasedCustomerName,
        counterparty,
        searchText: documentSearchText(row.number, row.revision, erasedCustomerName, row.subject),
        updatedAt: now,
      })
      .where(and(eq(documents.companyId, companyId), eq(documents.id, row.id)));
  }
  return rows.map(({ id, kind }) => ({ id, kind }));
}

import { and, eq } from 'drizzle-orm';
import type { DocumentMailDraft } from '@/core/contracts/mail-templates';
import { isMailTemplateKind, renderMailTemplate } from '@/core/mail-templates';
import { mailValuesOf } from '@/core/mail-values';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { getCompanyProfile } from '../../tenancy/company-profile';
import { listBankAccounts } from './settings/bank-accounts';
import { loadSettings } from './settings/document-settings';
import { mailTemplateOf } from './settings/mail-templates';
import { statementMailDraft } from './statements/statement-mail-draft';
import { type DocumentRow, toDocument } from './view';

/** Within what the send form accepts, however long the filled-in values made it. */
const limits = { subject: 200, message: 5000 };

/**
 * The mail a document goes out with unless the sender rewrites it: to the customer's address on
 * file, the company's 送信メールの文面 for the kind with the amount, dates, 振込先 and the
 * sender's 署名 filled in. A 合計請求書 has its closing's own text.
 */
export async function documentMailDraft(db: Db, user: CompanyUser, row: DocumentRow): Promise<DocumentMailDraft> {
  if (!isMailTemplateKind(row.kind)) return statementMailDraft(db, user, row);
  const [doc, company, settings, accounts, template, customer] = await Promise.all([
    toDocument(db, row),
    getCompanyProfile(db, user.companyId),
    loadSettings(db, user.companyId),
    listBankAccounts(db, user.companyId),
    mailTemplateOf(db, user.companyId, row.kind),
    row.customerId
      ? db
          .select({ email: customers.email })
          .from(customers)
          .where(and(eq(customers.companyId, user.companyId), eq(customers.id, row.customerId)))
          .then(([c]) => c)
      : undefined,
  ]);
  const values = mailValuesOf(doc, company, {
    userName: user.name,
    defaultBankAccount: accounts.find((a) => a.isDefault) ?? null,
    dateStyle: settings.dateStyle,
  });
  const mail = renderMailTemplate(template, values);
  return { to: customer?.email ?? '', subject: mail.subject.slice(0, limits.subject), message: mail.body.slice(0, limits.message) };
}

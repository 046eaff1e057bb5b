import { and, eq } from 'drizzle-orm';
import type { DocumentMailDraft } from '@/core/contracts/mail-templates';
import { renderMailTemplate } from '@/core/mail-templates';
import { mailValuesOf } from '@/core/mail-values';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { getCompanyProfile } from '../../tenancy/company-profile';
import { listBankAccounts } from './settings/bank-accounts';
import { loadSettings } from './settings/document-settings';
import { mailTemplateOf } from './settings/mail-templates';
import { statementMailFacts } from './statements/statement-mail-draft';
import { type DocumentRow, toDocument } from './view';

/** Within what the send form accepts, however long the filled-in values made it. */
const limits = { subject: 200, message: 5000 };

/**
 * The mail a document goes out with unless the sender rewrites it: to the customer's address on
 * file, the company's 送信メールの文面 for the kind with the amount, dates, 振込先 and the
 * sender's 署名 filled in (a 合計請求書's closing and 今回ご請求額 too).
 */
export async function documentMailDraft(db: Db, user: CompanyUser, row: DocumentRow): Promise<DocumentMailDraft> {
  const [doc, company, settings, accounts, template, customer, statement] = await Promise.all([
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
    row.kind === 'statement' ? statementMailFacts(db, user.companyId, row.id) : undefined,
  ]);
  const values = mailValuesOf(doc, company, {
    userName: user.name,
    defaultBankAccount: accounts.find((a) => a.isDefault) ?? null,
    dateStyle: settings.dateStyle,
    statement,
  });
  const mail = renderMailTemplate(template, values);
  return { to: customer?.email ?? '', subject: mail.subject.slice(0, limits.subject), message: mail.body.slice(0, limits.message) };
}

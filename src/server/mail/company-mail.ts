import type { SendDocumentInput } from '@/core/schemas/documents';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { getCompanyProfile } from '../tenancy/company-profile';
import { chargeMail, type MailSender } from './mail-budget';
import type { MailAttachment, Mailer } from './mailer';

/**
 * A mail a company sends to its counterparty as the signed-in member wrote it (a document, a
 * 督促): from the company's name, replies to its address (or the member's). It first takes its
 * place in the company's mail limits (mail-budget); a refused send is one Japanese error, so the
 * caller records nothing for a mail that did not leave.
 */
export async function sendCompanyMail(
  db: Db,
  mailer: Mailer,
  user: MailSender & { email: string },
  input: SendDocumentInput,
  attachments?: MailAttachment[],
): Promise<void> {
  await chargeMail(db, user, input);
  const company = await getCompanyProfile(db, user.companyId);
  try {
    await mailer.send({
      senderName: company.name,
      replyTo: company.email || user.email,
      to: input.to,
      ...(input.cc ? { cc: input.cc } : {}),
      subject: input.subject,
      text: input.message,
      ...(attachments ? { attachments } : {}),
    });
  } catch {
    throw new AppError(502, 'MAIL_FAILED', 'メールを送信できませんでした。時間をおいて再度お試しください');
  }
}

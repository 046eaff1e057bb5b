import { z } from 'zod';
import { mailTemplateKinds } from '../mail-templates';
import { mailTemplateInput } from '../schemas/mail-templates';
import { endpoint } from './endpoint';

/** 設定 › メール文面 (/api/settings: admins only), and a document's mail as it would go. */

/** A kind's 送信メールの文面: the company's own, or the default (isDefault). */
export const mailTemplate = z.object({
  kind: z.enum(mailTemplateKinds),
  subject: z.string(),
  body: z.string(),
  isDefault: z.boolean(),
});
export type MailTemplateSetting = z.output<typeof mailTemplate>;

/** The mail a document would be sent with: the customer's address and the filled-in text. */
export const documentMailDraft = z.object({ to: z.string(), subject: z.string(), message: z.string() });
export type DocumentMailDraft = z.output<typeof documentMailDraft>;

export const mailTemplateEndpoints = {
  mailTemplates: endpoint({
    method: 'GET',
    path: '/api/settings/mail-templates',
    summary: '送信メールの文面（帳票の種類ごと）',
    response: z.array(mailTemplate),
    errors: [],
  }),
  /** Placeholders are checked: one the mail cannot fill in is refused. */
  saveMailTemplate: endpoint({
    method: 'PUT',
    path: '/api/settings/mail-templates/:kind',
    summary: '送信メールの文面を保存する',
    body: mailTemplateInput,
    response: mailTemplate,
    errors: ['NOT_FOUND'],
  }),
  /** 初期値に戻す: answers the default it now uses. */
  resetMailTemplate: endpoint({
    method: 'DELETE',
    path: '/api/settings/mail-templates/:kind',
    summary: '送信メールの文面を初期値に戻す',
    response: mailTemplate,
    errors: ['NOT_FOUND'],
  }),
};

/** Under /api/documents/{kind}: gated like the kind's other endpoints. */
export const documentMailEndpoints = {
  mailDraft: endpoint({
    method: 'GET',
    path: '/api/documents/:kind/:id/mail-draft',
    summary: '帳票を送るメールの宛先と文面（送信前の確認用）',
    response: documentMailDraft,
    errors: ['NOT_FOUND'],
  }),
};

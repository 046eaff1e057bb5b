import { z } from 'zod';
import { mailTemplateLimits, unknownPlaceholder } from '../mail-templates';
import { requiredText, strictKeys } from './common';

/** Text with only the placeholders the mail can fill in: a typo would reach the customer as written. */
const templateText = (label: string, max: number) =>
  requiredText(label, max).superRefine((text, ctx) => {
    const unknown = unknownPlaceholder(text);
    if (unknown) ctx.addIssue({ code: 'custom', message: `${label}に使えない差し込み項目があります: ${unknown}` });
  });

/** 送信メールの文面 of one kind: 件名 and 本文. */
export const mailTemplateInput = z.strictObject(
  {
    subject: templateText('件名', mailTemplateLimits.subject),
    body: templateText('本文', mailTemplateLimits.body),
  },
  strictKeys,
);
export type MailTemplateInput = z.infer<typeof mailTemplateInput>;

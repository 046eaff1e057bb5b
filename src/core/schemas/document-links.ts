import { z } from 'zod';
import { deliveryMethods, maxLinkExpiryDays } from '../document-links';
import { toHalfWidth } from '../format';
import { optionalText, strictKeys } from './common';
import { sendDocumentInput } from './documents';

export const deliveryMethod = z.enum(deliveryMethods, { error: '送付方法を選んでください' });

/** The send dialog's form: the mail and 送付方法. */
export const sendDocumentFormInput = sendDocumentInput.extend({ method: deliveryMethod });
export type SendDocumentFormInput = z.infer<typeof sendDocumentFormInput>;

const expiryMessage = `リンクの有効期限は1〜${maxLinkExpiryDays}日の整数で入力してください`;

/** 設定 › Web送付. */
export const webDeliverySettingsInput = z.strictObject(
  {
    expiryDays: z
      .union([z.number(), z.string()], { error: expiryMessage })
      .transform((v) => (typeof v === 'number' ? v : Number(toHalfWidth(v).trim() || Number.NaN)))
      .pipe(z.number({ error: expiryMessage }).int(expiryMessage).min(1, expiryMessage).max(maxLinkExpiryDays, expiryMessage)),
    notifyOnOpen: z.boolean({ error: '開封の通知を選んでください' }),
  },
  strictKeys,
);
export type WebDeliverySettingsInput = z.infer<typeof webDeliverySettingsInput>;

/** お問い合わせ from the document's page: a message, and optionally who to answer. */
export const portalMessageInput = z.object({
  name: optionalText('お名前', 100),
  email: z
    .string()
    .trim()
    .max(254)
    .default('')
    .transform((v) => toHalfWidth(v).toLowerCase())
    .pipe(z.union([z.literal(''), z.email('メールアドレスの形式が正しくありません')])),
  message: z
    .string({ error: 'お問い合わせ内容を入力してください' })
    .trim()
    .min(1, 'お問い合わせ内容を入力してください')
    .max(2000, 'お問い合わせ内容は2000文字以内で入力してください'),
});
export type PortalMessageInput = z.infer<typeof portalMessageInput>;

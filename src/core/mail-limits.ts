/**
 * What a company may send through the platform's mail sender (documents, 督促, 合計請求書,
 * 定期請求, staff invitations). The sender's reputation is shared by every company, so one
 * company's mail must not be able to get it blocked.
 */
export type MailLimits = {
  /** To + CC + BCC of one message. */
  recipientsPerMessage: number;
  /** Messages of the whole company within any 60 minutes. */
  messagesPerHour: number;
  /** Messages of one member within any 60 minutes. */
  messagesPerHourPerUser: number;
  /**
   * Addresses first mailed within any 24 hours that are none of the company's customers'
   * stored addresses nor its members' (an address counts once, the first time).
   */
  newRecipientsPerDay: number;
};

export const mailLimitKeys = ['recipientsPerMessage', 'messagesPerHour', 'messagesPerHourPerUser', 'newRecipientsPerDay'] as const;
export type MailLimitKey = (typeof mailLimitKeys)[number];

export const mailLimitLabels: Record<MailLimitKey, string> = {
  recipientsPerMessage: '1通あたりの宛先数（To・CC・BCCの合計）',
  messagesPerHour: '会社全体の送信数（1時間あたり）',
  messagesPerHourPerUser: 'ユーザー1人の送信数（1時間あたり）',
  newRecipientsPerDay: '新しい宛先の数（1日あたり）',
};

/** A paying small business: a month-end run of invoices and statements fits with room to spare. */
export const standardMailLimits: MailLimits = {
  recipientsPerMessage: 20,
  messagesPerHour: 200,
  messagesPerHourPerUser: 100,
  newRecipientsPerDay: 50,
};

/**
 * A company that signed itself up (no one at the platform has seen it yet) starts lower, and
 * stays there until a platform manager moves it to the standard limits or sets its own. Its
 * customers' registered addresses are never "new", so billing its own customers is hardly
 * slowed; what is held back is mail to addresses nobody at the company has on file.
 */
export const starterMailLimits: MailLimits = {
  recipientsPerMessage: 5,
  messagesPerHour: 50,
  messagesPerHourPerUser: 50,
  newRecipientsPerDay: 10,
};

export const mailLimitTiers = ['standard', 'starter'] as const;
export type MailLimitTier = (typeof mailLimitTiers)[number];
export const mailLimitTierLabels: Record<MailLimitTier, string> = { standard: '標準', starter: '新規登録（低め）' };

export const defaultMailLimits = (tier: MailLimitTier): MailLimits => (tier === 'starter' ? starterMailLimits : standardMailLimits);

/** A manager's value for a limit, or null for the tier's default. */
export type MailLimitOverrides = { [K in MailLimitKey]: number | null };

export function effectiveMailLimits(tier: MailLimitTier, overrides: MailLimitOverrides): MailLimits {
  const defaults = defaultMailLimits(tier);
  return Object.fromEntries(mailLimitKeys.map((key) => [key, overrides[key] ?? defaults[key]])) as MailLimits;
}

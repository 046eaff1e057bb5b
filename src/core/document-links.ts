/**
 * Web送付 (decision 025): a document sent as a link to a page of its own, with 開封確認 — what the
 * customer did on that page, shown on the document and in the lists.
 */

/** 送付方法: the PDF attached (as before), a link to the document's page, or both. */
export const deliveryMethods = ['pdf', 'link', 'both'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];
export const deliveryMethodLabels: Record<DeliveryMethod, string> = { pdf: 'PDF添付', link: 'Webリンク', both: '両方' };
export const sendsLink = (method: DeliveryMethod) => method !== 'pdf';
export const attachesPdf = (method: DeliveryMethod) => method !== 'link';

/** What the customer did: the first view of a link, each download, 受領しました, a message. */
export const documentLinkEventTypes = ['open', 'download', 'received', 'message'] as const;
export type DocumentLinkEventType = (typeof documentLinkEventTypes)[number];
export const documentLinkEventLabels: Record<DocumentLinkEventType, string> = {
  open: '開封',
  download: 'PDFをダウンロード',
  received: '受領しました',
  message: 'お問い合わせ',
};

/** A document's state as far as its links go: none sent, 送付済み, 開封済み, 受領済み. */
export const linkStates = ['none', 'sent', 'opened', 'received'] as const;
export type LinkState = (typeof linkStates)[number];
export const linkStateLabels: Record<Exclude<LinkState, 'none'>, string> = { sent: '送付済み', opened: '開封済み', received: '受領済み' };

/** The furthest any of the document's links got. */
export function linkStateOf(links: { firstOpenedAt: unknown; receivedAt: unknown }[]): LinkState {
  if (links.length === 0) return 'none';
  if (links.some((l) => l.receivedAt)) return 'received';
  return links.some((l) => l.firstOpenedAt) ? 'opened' : 'sent';
}

/** 設定 › Web送付: a link opens its page for this many days (1–365; 30 unless changed). */
export const defaultLinkExpiryDays = 30;
export const maxLinkExpiryDays = 365;

/** The public page's path for a token (the token itself is never stored). */
export const documentLinkPath = (token: string) => `/d/${token}`;

/**
 * 受領書類 (電子帳簿保存法, 電子取引): invoices, receipts and other papers received as files,
 * kept as received. Shared by the screen (what may be picked) and the server (what is kept).
 */
export const receivedKinds = ['invoice', 'receipt', 'delivery_note', 'quotation', 'other'] as const;
export type ReceivedKind = (typeof receivedKinds)[number];
export const receivedKindLabels: Record<ReceivedKind, string> = {
  invoice: '請求書',
  receipt: '領収書',
  delivery_note: '納品書',
  quotation: '見積書',
  other: 'その他',
};

/** An entry is a 下書き until a person has entered or confirmed its keys, then 保存済み; 削除 is logical. */
export const receivedStatuses = ['draft', 'confirmed', 'deleted'] as const;
export type ReceivedStatus = (typeof receivedStatuses)[number];
export const receivedStatusLabels: Record<ReceivedStatus, string> = { draft: '未確認', confirmed: '保存済み', deleted: '削除済み' };

/** PDF, PNG and JPEG: what invoices and receipts arrive as (a scan or a phone photo included). */
export const receivedContentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type ReceivedContentType = (typeof receivedContentTypes)[number];
export const maxReceivedBytes = 10 * 1024 * 1024;
export const receivedTypeMessage = 'PDF・PNG・JPEG のファイルを選んでください';
export const receivedSizeMessage = 'ファイルは10MB以下にしてください';

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/** The type the bytes really are (by their first bytes), or null when they are none of the three. */
export function sniffReceivedType(head: Uint8Array): ReceivedContentType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

export const isReceivedContentType = (type: string): type is ReceivedContentType =>
  (receivedContentTypes as readonly string[]).includes(type);

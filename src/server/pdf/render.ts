import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import type { CompanyProfile, SalesDocument } from '@/core/api-types';
import type { DateStyle } from '@/core/format';
import { DocumentPdf, type PdfImage } from './document-pdf';
import { registerFonts } from './fonts';
import type { PdfImages } from './pool';
import { ReceiptPdf } from './receipt-pdf';

/** PNG and JPEG can be embedded; another uploaded format (WebP, GIF) is left out of the PDF. */
function imageOf(bytes: Uint8Array | null): PdfImage | null {
  if (!bytes) return null;
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { data, format: 'png' };
  if (data[0] === 0xff && data[1] === 0xd8) return { data, format: 'jpg' };
  return null;
}

/**
 * The PDF of a document; issued ones print their frozen issuer, drafts the company as it is now.
 * `dateStyle` (帳票設定: 西暦 or 和暦) is the company's at render time; an issued PDF is kept, so
 * its dates stay as they were printed at issue.
 */
export async function renderDocumentPdf(
  images: PdfImages,
  doc: SalesDocument,
  currentIssuer: CompanyProfile,
  dateStyle: DateStyle = 'gregorian',
): Promise<Buffer> {
  registerFonts();
  const issuer = doc.issuer ?? currentIssuer;
  // A draft carries no 印影: a stamped seal says the company stands behind the document.
  const seal = doc.status === 'draft' ? null : imageOf(images.seal);
  const logo = imageOf(images.logo);
  // A receipt has a layout of its own (A5, 宛名 様 and the big amount); every other kind is one A4 form.
  const layout = doc.kind === 'receipt' ? ReceiptPdf : DocumentPdf;
  // biome-ignore lint/suspicious/noExplicitAny: renderToBuffer is typed for <Document> elements only.
  return renderToBuffer(createElement(layout, { doc, issuer, logo, seal, dateStyle }) as any);
}

import type { PrintableReceipt } from '@/core/contracts/printing';
import { documentNumberLabel, kindInfo } from '@/core/documents';
import { actorOf, recordOperation } from '../../../audit/record-operation';
import type { Db, Tx } from '../../../db/client';
import type { CompanyUser } from '../../../http/env';
import { issuing } from '../issue-document';
import { documentPdf, pdfFileName } from '../pdf/document-pdf';
import type { PdfOutput } from '../pdf/issued-pdf';
import { documentNotFound, findDocument, toDocument } from '../view';
import { issueSeatReceipt, type SeatSessionOrders } from './issue-receipt';

export type SeatReceipt = { id: string; number: string; total: number };

/**
 * What 注文確認 needs of the documents feature, handed to the orders routes by the app: close a
 * seat and issue its receipt in one transaction, and open that receipt's PDF. Both are gated
 * by 注文確認 (a staff member who may close a seat may give its receipt), not by 領収書管理.
 */
export function seatReceipts({ db, ...output }: { db: Db } & PdfOutput) {
  return {
    async closeAndIssue(
      user: CompanyUser,
      addressee: string,
      close: (tx: Tx) => Promise<SeatSessionOrders>,
      issued?: (tx: Tx, receiptId: string) => Promise<void>,
    ): Promise<SeatReceipt> {
      const doc = await issuing({ db, ...output }, { companyId: user.companyId, kind: 'receipt' }, async (tx, issue) => {
        const receipt = await issueSeatReceipt(tx, issue, user, await close(tx), addressee);
        await issued?.(tx, receipt.id);
        return receipt;
      });
      return { id: doc.id, number: doc.numberLabel, total: doc.totals.amountDue };
    },
    /** The receipt as a thermal printer prints it: the figures of the issued document, as its PDF has them. */
    async printable(user: CompanyUser, id: string): Promise<PrintableReceipt> {
      const doc = await toDocument(db, await seatReceiptRow(db, user, id));
      return {
        id: doc.id,
        number: doc.numberLabel,
        issueDate: doc.issueDate,
        issuedAt: doc.issuedAt,
        storeName: doc.issuer?.storeName ?? '',
        issuerName: doc.issuer?.name ?? '',
        registrationNumber: doc.issuer?.registrationNumber ?? '',
        addressee: doc.counterpartyName,
        priceMode: doc.priceMode,
        lines: doc.lines
          .filter((line) => line.kind !== 'heading')
          .map((line) => ({ name: line.name, quantity: line.quantity, amount: line.amount, isReduced: line.taxCategory === 'reduced' })),
        subtotal: doc.totals.subtotal,
        byRate: doc.totals.byRate,
        tax: doc.totals.tax,
        total: doc.totals.total,
      };
    },
    async pdf(user: CompanyUser, id: string) {
      const row = await seatReceiptRow(db, user, id);
      const { pdf } = await documentPdf(db, output, user.companyId, await toDocument(db, row));
      await recordOperation(db, actorOf(user), {
        operationType: 'document.pdf',
        targetType: 'receipt',
        targetId: row.id,
        detail: { title: kindInfo.receipt.title, number: documentNumberLabel(row.number, row.revision), download: false, print: true },
      });
      return { pdf, fileName: pdfFileName(row) };
    },
  };
}

export type SeatReceipts = ReturnType<typeof seatReceipts>;

/** Only a seat's receipt: one made from an invoice belongs to 領収書管理 and its flag. */
async function seatReceiptRow(db: Db, user: CompanyUser, id: string) {
  const row = await findDocument(db, user.companyId, 'receipt', id);
  if (row.sourceId !== null) throw documentNotFound();
  return row;
}

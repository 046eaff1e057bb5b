import { Link } from 'react-router';
import { isDocumentKind, kindInfo } from '@/core/documents';
import { formatJapanDateTime } from '@/core/format';
import { type MailDelivery, mailDeliveryKindLabels } from '@/core/mail-deliveries';
import { type Column, DataTable } from '../primitives/data-table';
import { MailDeliveryState } from './mail-delivery-status';

/** A delivery's document, where it is shown and what it is called. */
function documentOf(d: MailDelivery) {
  if (!d.documentId || !d.documentKind || !isDocumentKind(d.documentKind)) return null;
  const info = kindInfo[d.documentKind];
  return { path: `${info.path}/${d.documentId}`, label: `${info.title} ${d.documentNumber ?? ''}`.trim() };
}

const columns = (isDocumentShown: boolean): Column<MailDelivery>[] => [
  {
    key: 'date',
    header: '日時',
    className: 'whitespace-nowrap tabular-nums align-top',
    cell: (d) => (
      <>
        {formatJapanDateTime(d.createdAt)}
        {d.acceptedAt && <div className="text-xs text-muted-foreground">送信 {formatJapanDateTime(d.acceptedAt)}</div>}
      </>
    ),
  },
  { key: 'kind', header: '種類', className: 'whitespace-nowrap align-top', cell: (d) => mailDeliveryKindLabels[d.kind] },
  ...(isDocumentShown
    ? [
        {
          key: 'document',
          header: '帳票',
          className: 'whitespace-nowrap align-top',
          cell: (d: MailDelivery) => {
            const doc = documentOf(d);
            return doc ? (
              <Link to={doc.path} className="underline underline-offset-4">
                {doc.label}
              </Link>
            ) : (
              '—'
            );
          },
        },
      ]
    : []),
  {
    key: 'to',
    header: '宛先・件名',
    className: 'break-words align-top',
    cell: (d) => (
      <div className="min-w-0">
        <div className="break-all">{d.to}</div>
        {d.cc && <div className="text-xs break-all text-muted-foreground">CC: {d.cc}</div>}
        <div className="text-xs text-muted-foreground">{d.subject}</div>
      </div>
    ),
  },
  { key: 'by', header: '担当者', className: 'whitespace-nowrap align-top', cell: (d) => d.queuedByName || '—' },
  { key: 'state', header: '状態', className: 'min-w-48 align-top', cell: (d) => <MailDeliveryState delivery={d} /> },
];

/**
 * 送信履歴: when, what (帳票 or 督促, and which document), to whom, by whom, and how it went, with
 * 再送 where it did not. `isDocumentShown`: the company-wide list names each mail's document.
 * It sits inside a card of its own, so the table draws no frame.
 */
export function MailDeliveryTable({ deliveries, isDocumentShown = false }: { deliveries: MailDelivery[]; isDocumentShown?: boolean }) {
  return (
    <DataTable
      label="送信履歴"
      columns={columns(isDocumentShown)}
      rows={deliveries}
      rowKey={(d) => d.id}
      emptyMessage="送信したメールはまだありません。"
      isCompact
      className="rounded-none border-0 bg-transparent shadow-none"
    />
  );
}

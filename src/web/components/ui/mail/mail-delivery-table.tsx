import { Link } from 'react-router';
import { isDocumentKind, kindInfo } from '@/core/documents';
import { formatJapanDateTime } from '@/core/format';
import { type MailDelivery, mailDeliveryKindLabels } from '@/core/mail-deliveries';
import { MailDeliveryState } from './mail-delivery-status';

/** A delivery's document, where it is shown and what it is called. */
function documentOf(d: MailDelivery) {
  if (!d.documentId || !d.documentKind || !isDocumentKind(d.documentKind)) return null;
  const info = kindInfo[d.documentKind];
  return { path: `${info.path}/${d.documentId}`, label: `${info.title} ${d.documentNumber ?? ''}`.trim() };
}

/**
 * 送信履歴: when, what (帳票 or 督促, and which document), to whom, by whom, and how it went, with
 * 再送 where it did not. `isDocumentShown`: the company-wide list names each mail's document.
 */
export function MailDeliveryTable({ deliveries, isDocumentShown = false }: { deliveries: MailDelivery[]; isDocumentShown?: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th className="py-1.5 pr-4 font-normal">日時</th>
            <th className="py-1.5 pr-4 font-normal">種類</th>
            {isDocumentShown && <th className="py-1.5 pr-4 font-normal">帳票</th>}
            <th className="py-1.5 pr-4 font-normal">宛先・件名</th>
            <th className="py-1.5 pr-4 font-normal">担当者</th>
            <th className="py-1.5 font-normal">状態</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => {
            const doc = documentOf(d);
            return (
              <tr key={d.id} className="border-t align-top">
                <td className="py-2 pr-4 whitespace-nowrap tabular-nums">
                  {formatJapanDateTime(d.createdAt)}
                  {d.acceptedAt && <div className="text-xs text-muted-foreground">送信 {formatJapanDateTime(d.acceptedAt)}</div>}
                </td>
                <td className="py-2 pr-4 whitespace-nowrap">{mailDeliveryKindLabels[d.kind]}</td>
                {isDocumentShown && (
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {doc ? (
                      <Link to={doc.path} className="underline underline-offset-4">
                        {doc.label}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                )}
                <td className="py-2 pr-4 break-words">
                  <div>{d.to}</div>
                  {d.cc && <div className="text-xs text-muted-foreground">CC: {d.cc}</div>}
                  <div className="text-xs text-muted-foreground">{d.subject}</div>
                </td>
                <td className="py-2 pr-4 whitespace-nowrap">{d.queuedByName || '—'}</td>
                <td className="min-w-48 py-2">
                  <MailDeliveryState delivery={d} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SalesDocument } from '@/core/contracts/documents';
import { kindInfo } from '@/core/documents';
import { formatDate, formatTransactionDate, formatYen } from '@/core/format';
import { pdfLanguageLabels } from '@/core/pdf-languages';
import { Badge } from '@/web/components/ui/primitives/badge';
import { detailPath } from './detail-paths';
import { DocumentStatusBadge } from './status-badge';

/** The printed honorific: the document's own, else the counterparty snapshot's. */
export const honorificOf = (doc: SalesDocument) => doc.honorific ?? doc.counterparty?.honorific ?? '';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** Title, status and the facts people look for first; a newer revision is pointed out above all. */
export function DetailHeader({ doc }: { doc: SalesDocument }) {
  const info = kindInfo[doc.kind];
  const transaction = formatTransactionDate(doc);
  return (
    <div className="grid gap-4">
      {doc.nextRevision && (
        // A revision counts once issued; until then it is a draft in progress beside this version.
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-amber-600/30 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          <History aria-hidden className="size-4 shrink-0" />
          <span>{doc.isLatest ? '修正版の下書きがあります。' : 'この帳票には修正版があります。'}</span>
          <Link to={detailPath(doc.nextRevision.kind, doc.nextRevision.id)} className="font-medium underline underline-offset-4">
            {doc.isLatest ? '下書きを開く' : `修正版 ${doc.nextRevision.number} を開く`}
          </Link>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-bold tracking-tight break-all">
          {info.title} <span className={doc.number ? 'font-mono' : 'text-muted-foreground'}>{doc.numberLabel}</span>
        </h1>
        <DocumentStatusBadge status={doc.displayStatus} />
        {doc.supersededBy && (
          <Badge tone="warning">
            修正済み
            <Link to={detailPath(doc.kind, doc.supersededBy.id)} className="font-mono underline underline-offset-2">
              → {doc.supersededBy.numberLabel}
            </Link>
          </Badge>
        )}
        {doc.previousRevision && (
          <Link
            to={detailPath(doc.previousRevision.kind, doc.previousRevision.id)}
            className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
          >
            前の版 ({doc.previousRevision.number})
          </Link>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-6">
        <Item term={info.counterpartyLabel}>{doc.counterpartyName ? `${doc.counterpartyName} ${honorificOf(doc)}` : '—'}</Item>
        <Item term="件名">{doc.subject || '—'}</Item>
        <Item term="発行日">{formatDate(doc.issueDate)}</Item>
        {transaction ? (
          <Item term={transaction.label}>{transaction.text}</Item>
        ) : (
          doc.kind === 'invoice' && <Item term="取引年月日">— （発行時に発行日）</Item>
        )}
        {doc.kind === 'invoice' && <Item term="支払期限">{formatDate(doc.dueDate) || '—'}</Item>}
        {doc.paidDate && <Item term="入金日">{formatDate(doc.paidDate)}</Item>}
        {/* The language the PDF prints in; 取引先の設定 when the document follows its customer's. */}
        <Item term="PDFの言語">
          {pdfLanguageLabels[doc.printLanguage]}
          {doc.pdfLanguage === null && <span className="text-muted-foreground">（取引先の設定）</span>}
        </Item>
        <Item term={info.totalCaption}>
          <span className="text-base font-semibold tabular-nums">{formatYen(doc.total)}</span>
        </Item>
      </dl>
    </div>
  );
}

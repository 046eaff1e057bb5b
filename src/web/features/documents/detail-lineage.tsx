import { Link } from 'react-router';
import type { DocumentLink, SalesDocument } from '@/core/contracts/documents';
import { kindInfo, statusLabels } from '@/core/documents';
import { formatDate } from '@/core/format';
import { detailPath } from './detail-paths';

function LinkTo({ link }: { link: DocumentLink }) {
  return (
    <Link to={detailPath(link.kind, link.id)} className="font-medium underline-offset-4 hover:underline">
      {kindInfo[link.kind].title} <span className="font-mono">{link.number}</span>
    </Link>
  );
}

/** 関連する帳票: the quotation this came from and what was made from it, so the chain can be followed. */
export function DetailLineage({ doc }: { doc: SalesDocument }) {
  if (!doc.source && doc.derived.length === 0) return null;
  return (
    <section aria-labelledby="lineage-heading" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="lineage-heading" className="text-sm font-semibold">
        関連する帳票
      </h2>
      <ul className="grid gap-2 text-sm">
        {doc.source && (
          <li>
            <span className="text-muted-foreground">作成元: </span>
            <LinkTo link={doc.source} />
          </li>
        )}
        {doc.derived.map((link) => (
          <li key={link.id}>
            <span className="text-muted-foreground">この帳票から作成: </span>
            <LinkTo link={link} />{' '}
            <span className="text-muted-foreground">
              ({statusLabels[link.status]}・{formatDate(link.issueDate)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { kindInfo } from '@/core/documents';
import { Alert, RetryAlert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { errorMessage } from '@/web/lib/api';
import { DetailActions } from './detail-actions';
import { DetailApproval } from './detail-approval';
import { DetailHeader } from './detail-header';
import { DetailHistory } from './detail-history';
import { DetailLineage } from './detail-lineage';
import { DetailMailHistory } from './detail-mail-history';
import { listPath } from './detail-paths';
import { DetailPreview } from './detail-preview';
import { DetailRecord } from './detail-record';
import { DetailStatement } from './detail-statement';
import { DetailSummary } from './detail-summary';
import { DetailSuppliedMaterials } from './detail-supplied-materials';
import { DetailWebDelivery } from './detail-web-delivery';
import { useDocument, useDocumentKind, useLiveDocuments } from './documents-api';

/** 帳票の詳細 (/{kind}/:id): the PDF preview, the totals, where it came from, and what to do next. */
export function DocumentDetailPage() {
  const kind = useDocumentKind();
  const { id } = useParams();
  const { data: doc, error, refetch } = useDocument(kind, id);
  useLiveDocuments(kind);
  const backLink = (
    <Button variant="ghost" size="sm" className="-ml-2 self-start" asChild>
      <Link to={listPath(kind)}>
        <ArrowLeft aria-hidden />
        {kindInfo[kind].label}に戻る
      </Link>
    </Button>
  );

  if (!doc) {
    return (
      <section className="flex flex-col gap-4">
        {backLink}
        <h1 className="text-xl font-bold tracking-tight">{kindInfo[kind].title}</h1>
        {error ? (
          <Alert className="max-w-xl">
            <p>{errorMessage(error)}</p>
            <Link to={listPath(kind)} className="mt-1 inline-block font-medium underline underline-offset-4">
              {kindInfo[kind].label}の一覧へ
            </Link>
          </Alert>
        ) : (
          <p className="text-sm text-muted-foreground">読み込み中...</p>
        )}
      </section>
    );
  }

  return (
    <section className="flex min-w-0 flex-col gap-5">
      {backLink}
      {/* A colleague deleted it, or the connection dropped: what is on screen may be out of date. */}
      {error && <RetryAlert error={error} onRetry={() => void refetch()} />}
      <DetailHeader doc={doc} />
      <DetailActions doc={doc} />
      <DetailApproval doc={doc} />
      <div className="grid min-w-0 gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <DetailPreview doc={doc} />
        <div className="grid gap-4 lg:sticky lg:top-4">
          <DetailStatement doc={doc} />
          <DetailSummary doc={doc} />
          <DetailLineage doc={doc} />
          <DetailRecord doc={doc} />
        </div>
      </div>
      <DetailSuppliedMaterials doc={doc} />
      <DetailWebDelivery doc={doc} />
      <DetailMailHistory doc={doc} />
      <DetailHistory doc={doc} />
    </section>
  );
}

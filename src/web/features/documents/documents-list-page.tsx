import { Archive, CalendarCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { approvalFilters, approvalStatusLabels, isApprovalKind } from '@/core/approvals';
import { filterStatuses, kindInfo, statusLabels } from '@/core/documents';
import { CsvExportMenu } from '@/web/components/ui/master-data/csv-export-menu';
import { type ListFilter, PagedList } from '@/web/components/ui/master-data/paged-list';
import { Button } from '@/web/components/ui/primitives/button';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { listApiQuery, useListState } from '@/web/lib/use-list-state';
import { detailPath } from './detail-paths';
import { csvUrl, useDocumentKind, useDocumentList, useLiveDocuments } from './documents-api';
import { ListArchiveDialog } from './list-archive-dialog';
import { documentColumns } from './list-columns';
import { DocumentRangeFilters, documentFilterKeys } from './list-filters';

/** 見積書管理・請求書管理・発注書管理・納品書管理: one screen, its kind from the path. */
export function DocumentsListPage() {
  const kind = useDocumentKind();
  const { title, label, path } = kindInfo[kind];
  const navigate = useNavigate();
  // Newest first: the document just issued is the one people look for.
  const list = useListState(documentFilterKeys, 'issueDate', 'desc');
  const query = listApiQuery(list.state);
  const rows = useDocumentList(kind, query);
  useLiveDocuments(kind);
  const [isArchiveOpen, setIsArchiveOpen] = useState(false);

  const statusFilter: ListFilter = {
    key: 'status',
    label: '状態',
    options: filterStatuses(kind).map((status) => ({ value: status, label: statusLabels[status] })),
  };
  // 承認フロー: drafts 承認待ち, 差戻し or 承認済み (kinds a route may be set for).
  const approvalFilter: ListFilter = {
    key: 'approval',
    label: '承認',
    options: approvalFilters.map((status) => ({ value: status, label: approvalStatusLabels[status] })),
  };
  // 合計請求書 are issued per 締め日 from their own screen, never drafted one by one.
  const newButton = kindInfo[kind].isBatchOnly ? (
    <Button asChild>
      <Link to={`${path}/closing`}>
        <CalendarCheck aria-hidden />
        締め日で発行
      </Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to={`${path}/new`}>
        <Plus aria-hidden />
        新規作成
      </Link>
    </Button>
  );

  return (
    <section className="flex flex-col gap-5">
      <PageHeader
        title={label}
        description={`${title}の作成・発行・送付と、発行済み${title}の検索ができます。`}
        actions={
          <>
            <CsvExportMenu exportHref={(encoding) => csvUrl(kind, query, encoding)} />
            <Button variant="outline" onClick={() => setIsArchiveOpen(true)}>
              <Archive aria-hidden />
              期間エクスポート
            </Button>
            {newButton}
          </>
        }
      />
      <PagedList
        // A new kind starts from a clean search box and range inputs.
        key={kind}
        label={`${title}一覧`}
        idPrefix={`documents-${kind}`}
        list={list}
        columns={documentColumns(kind)}
        filters={isApprovalKind(kind) ? [statusFilter, approvalFilter] : [statusFilter]}
        extraFilters={<DocumentRangeFilters idPrefix={`documents-${kind}`} list={list} />}
        searchLabel={`${title}を検索`}
        searchPlaceholder="番号・取引先・件名で検索"
        data={rows.data}
        isStale={rows.isPlaceholderData}
        error={rows.error}
        emptyMessage={
          <div className="flex flex-col items-center gap-3">
            <p>{`${title}はまだありません`}</p>
            {newButton}
          </div>
        }
        filteredEmptyMessage={`条件に一致する${title}はありません`}
        rowKey={(doc) => doc.id}
        onRowClick={(doc) => navigate(detailPath(kind, doc.id))}
        onRetry={() => void rows.refetch()}
      />
      {isArchiveOpen && <ListArchiveDialog onClose={() => setIsArchiveOpen(false)} />}
    </section>
  );
}

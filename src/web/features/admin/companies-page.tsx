import { Building2, Download, Mail, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '@/core/format';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { type Column, DataTable } from '@/web/components/ui/primitives/data-table';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { SearchBox } from '@/web/components/ui/primitives/search-box';
import { NativeSelect } from '@/web/components/ui/primitives/select';
import { errorMessage } from '@/web/lib/api';
import { downloadFile } from '@/web/lib/download-file';
import { type AdminCompany, companyExportUrl, useCompanies, useOems, useSetCompanyStatus } from './admin-api';
import { CompanyFormDialog } from './company-form-dialog';
import { MailLimitsDialog } from './mail-limits-dialog';

/** 会社: every company across partners; suspending one signs its users out and refuses their sign-in. */
export function CompaniesPage() {
  const [q, setQ] = useState('');
  const [oemId, setOemId] = useState('');
  const companies = useCompanies({ q: q, oemId });
  const oems = useOems();
  const setStatus = useSetCompanyStatus();
  const [isCreating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<AdminCompany | null>(null);
  const [mailLimitsOf, setMailLimitsOf] = useState<AdminCompany | null>(null);
  const [exportingId, setExportingId] = useState<string | null>(null);
  const isSuspending = toggling?.status === 'active';

  function handleToggle(company: AdminCompany) {
    const status = company.status === 'active' ? 'suspended' : 'active';
    setStatus.mutate(
      { id: company.id, status },
      {
        onSuccess: () => toast.success(status === 'suspended' ? '利用を停止しました' : '利用を再開しました'),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setToggling(null),
      },
    );
  }

  /** データの書き出し of the company, for one leaving the platform or asking for its data. */
  async function handleExport(company: AdminCompany) {
    setExportingId(company.id);
    try {
      await downloadFile(companyExportUrl(company.id), 'company-data.zip');
      toast.success(`${company.name}のデータを書き出しました`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExportingId(null);
    }
  }

  const columns: Column<AdminCompany>[] = [
    {
      key: 'name',
      isRowHeader: true,
      className: 'min-w-44',
      header: '会社名',
      cell: (c) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{c.name}</span>
          {c.storeName && <span className="text-xs text-muted-foreground">{c.storeName}</span>}
        </div>
      ),
    },
    { key: 'oem', header: 'パートナー', showFrom: 'md', className: 'min-w-36', cell: (c) => c.oemName || c.oemId },
    {
      key: 'status',
      header: '状態',
      cell: (c) => <Badge tone={c.status === 'active' ? 'success' : 'danger'}>{c.status === 'active' ? '利用中' : '利用停止'}</Badge>,
    },
    { key: 'users', header: 'ユーザー数', showFrom: 'lg', className: 'text-right tabular-nums', cell: (c) => c.userCount },
    { key: 'created', header: '登録日', showFrom: 'lg', className: 'whitespace-nowrap tabular-nums', cell: (c) => formatDate(c.createdAt) },
    {
      key: 'actions',
      header: <span className="sr-only">操作</span>,
      className: 'text-right',
      cell: (c) => (
        <div className="flex justify-end gap-1.5">
          <Button variant="outline" size="sm" aria-label={`${c.name}のメール上限`} onClick={() => setMailLimitsOf(c)}>
            <Mail aria-hidden />
            メール上限
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`${c.name}のデータの書き出し`}
            disabled={exportingId !== null}
            onClick={() => void handleExport(c)}
          >
            <Download aria-hidden />
            {exportingId === c.id ? '作成中...' : 'データの書き出し'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setToggling(c)}>
            {c.status === 'active' ? <Pause aria-hidden /> : <Play aria-hidden />}
            {c.status === 'active' ? '利用停止' : '利用再開'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-4">
      <PageHeader
        title="会社"
        actions={
          <Button disabled={!oems.data?.length} onClick={() => setCreating(true)}>
            <Building2 aria-hidden />
            会社を作成
          </Button>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchBox
          id="company-search"
          label="会社を検索"
          placeholder="会社名・店舗名で検索"
          value={q}
          onSearch={setQ}
          className="sm:max-w-sm sm:flex-1"
        />
        <NativeSelect aria-label="パートナーで絞り込む" value={oemId} onChange={(e) => setOemId(e.target.value)} className="sm:w-56">
          <option value="">すべてのパートナー</option>
          {oems.data?.map((oem) => (
            <option key={oem.id} value={oem.id}>
              {oem.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DataTable
        label="会社一覧"
        columns={columns}
        rows={companies.data}
        rowKey={(c) => c.id}
        isLoading={companies.isFetching}
        error={companies.error}
        emptyMessage={q || oemId ? '条件に一致する会社はありません' : '会社はまだありません'}
      />
      {isCreating && oems.data && <CompanyFormDialog oems={oems.data} defaultOemId={oemId} onClose={() => setCreating(false)} />}
      {mailLimitsOf && <MailLimitsDialog company={mailLimitsOf} onClose={() => setMailLimitsOf(null)} />}
      <ConfirmDialog
        isOpen={toggling !== null}
        title={isSuspending ? '利用を停止しますか？' : '利用を再開しますか？'}
        description={
          isSuspending
            ? `${toggling?.name ?? ''}のユーザーはすぐにログアウトされ、ログインできなくなります。`
            : `${toggling?.name ?? ''}のユーザーが再びログインできるようになります。`
        }
        confirmLabel={isSuspending ? '利用停止' : '利用再開'}
        isDestructive={isSuspending}
        isPending={setStatus.isPending}
        onConfirm={() => toggling && handleToggle(toggling)}
        onCancel={() => setToggling(null)}
      />
    </section>
  );
}

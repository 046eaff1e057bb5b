import { isAdminRole } from '@/core/permissions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useMe } from '@/web/lib/session';

/** The signed-in user's own account, read-only until profile editing is built. */
export function MyPage() {
  const { data: me } = useMe();
  const user = me?.user;
  const rows = [
    { label: '氏名', value: user?.name || '—' },
    { label: 'メールアドレス', value: user?.email ?? '—' },
    { label: '権限', value: isAdminRole(user?.role) ? '管理者' : '一般ユーザー' },
  ];
  return (
    <section className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-xl font-bold tracking-tight">マイページ</h1>
      <Card>
        <CardHeader>
          <CardTitle>アカウント情報</CardTitle>
          <CardDescription>登録内容の変更は管理者にお問い合わせください。</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y rounded-lg border">
            {rows.map((row) => (
              <div key={row.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="text-sm text-muted-foreground">{row.label}</dt>
                <dd className="text-sm font-medium break-all">{row.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </section>
  );
}

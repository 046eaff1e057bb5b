import { ChevronRight, Circle, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '@/core/contracts/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { cn } from '@/web/lib/utils';

type SetupKey = Dashboard['setup'][number]['key'];

const steps: Record<SetupKey, { label: string; to: string }> = {
  products: { label: '商品を登録する', to: '/products' },
  customers: { label: '顧客を登録する', to: '/customers' },
  quotation: { label: '最初の見積書を作成する', to: '/quotation/new' },
  seats: { label: '座席を設定する', to: '/order/seats' },
  menu: { label: 'メニューを登録する', to: '/order/menu' },
};

/**
 * 「はじめに」 for a new company: the first steps the user may take, each done once there is
 * data. Gone for good when every step is done.
 */
export function SetupPanel({ setup }: { setup: Dashboard['setup'] }) {
  const doneCount = setup.filter((s) => s.isDone).length;
  if (doneCount === setup.length) return null;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-x-4 px-5 pt-5">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-base">はじめに</CardTitle>
          <CardDescription>次の手順で使いはじめましょう。</CardDescription>
        </div>
        <p className="text-sm text-muted-foreground tabular-nums">{`${doneCount} / ${setup.length} 完了`}</p>
      </CardHeader>
      <CardContent className="px-5 pt-3 pb-4">
        <ol className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {setup.map(({ key, isDone }) => {
            const Icon = isDone ? CircleCheck : Circle;
            return (
              <li key={key}>
                <Link
                  to={steps[key].to}
                  className={cn(
                    'flex items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-accent',
                    isDone ? 'text-muted-foreground' : 'font-medium',
                  )}
                >
                  <Icon aria-hidden className={cn('size-5 shrink-0', isDone ? 'text-emerald-600' : 'text-muted-foreground')} />
                  <span className={cn('flex-1', isDone && 'line-through decoration-muted-foreground/50')}>{steps[key].label}</span>
                  {isDone ? (
                    <span className="sr-only">（完了）</span>
                  ) : (
                    <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
                  )}
                </Link>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

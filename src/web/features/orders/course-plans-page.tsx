import { Pencil, Plus, Trash } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { CoursePlan } from '@/core/contracts/course-plans';
import { formatYen } from '@/core/format';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { PageHeader } from '@/web/components/ui/primitives/page-header';
import { Switch } from '@/web/components/ui/primitives/switch';
import { errorMessage } from '@/web/lib/api';
import { CoursePlanDialog } from './course-plan-dialog';
import { useCoursePlanMutations, useCoursePlans } from './course-plans-api';
import { MenuTabs } from './menu-tabs';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; plan: CoursePlan } | null;

const planSummary = (plan: CoursePlan) =>
  [
    `1名 ${formatYen(plan.price)}（税込）`,
    `${plan.minutes}分`,
    plan.lastOrderMinutes > 0 ? `ラストオーダー 終了${plan.lastOrderMinutes}分前` : 'ラストオーダーなし',
    plan.limitPerGuest === null ? null : `1回の注文 1名${plan.limitPerGuest}品まで`,
    `対象 ${plan.items.length}品`,
  ]
    .filter(Boolean)
    .join(' ・ ');

/** メニュー設定 › 放題プラン (/order/menu/plans): 食べ放題・飲み放題 and whether diners may start one themselves. */
export function CoursePlansPage() {
  const plans = useCoursePlans();
  const { remove, saveSettings } = useCoursePlanMutations();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const items = plans.data?.items ?? [];
  const deleting = dialog?.kind === 'delete' ? dialog.plan : null;

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="メニュー設定"
        description="放題プランは注文確認の座席から人数を指定して開始します。プランの商品は制限時間のラストオーダーまで、プラン価格（0円など）で注文できます。"
        actions={
          <Button onClick={() => setDialog({ kind: 'create' })} disabled={!plans.data}>
            <Plus aria-hidden />
            プランを追加
          </Button>
        }
      />
      <MenuTabs />
      {plans.error ? <Alert>{errorMessage(plans.error)}</Alert> : null}
      {plans.data && (
        <div className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3">
          <div className="min-w-0 flex-1 text-sm">
            <p id="diner-can-start" className="font-semibold">
              お客様のスマートフォンから開始できる
            </p>
            <p className="text-muted-foreground">オフの場合、プランはスタッフが注文確認から開始します。</p>
          </div>
          <Switch
            aria-labelledby="diner-can-start"
            isChecked={plans.data.dinerCanStart}
            disabled={saveSettings.isPending}
            onCheckedChange={(isChecked) =>
              saveSettings.mutate(isChecked, {
                onSuccess: () =>
                  toast.success(isChecked ? 'お客様がプランを開始できるようにしました' : 'プランの開始をスタッフのみにしました'),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          />
        </div>
      )}
      {plans.isPending ? (
        <p className="py-10 text-center text-sm text-muted-foreground">読み込み中...</p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card py-14 text-center text-sm text-muted-foreground">
          放題プランがまだありません
        </p>
      ) : (
        <ul aria-label="放題プラン" className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm">
          {items.map((plan) => (
            <li key={plan.id} aria-label={plan.name} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1 basis-56">
                <p className="truncate font-medium">{plan.name}</p>
                <p className="text-xs text-muted-foreground">{planSummary(plan)}</p>
              </div>
              <div className="flex gap-1">
                <Button variant="ghost" size="sm" onClick={() => setDialog({ kind: 'edit', plan })} aria-label={`${plan.name}を編集`}>
                  <Pencil aria-hidden />
                  編集
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => setDialog({ kind: 'delete', plan })}
                  aria-label={`${plan.name}を削除`}
                >
                  <Trash aria-hidden />
                  削除
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {plans.data && (dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <CoursePlanDialog
          plan={dialog.kind === 'edit' ? dialog.plan : null}
          menuItems={plans.data.menuItems}
          onClose={() => setDialog(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          isOpen
          isDestructive
          title={`「${deleting.name}」を削除しますか？`}
          description="開始済みの座席のプランは終了までそのまま使えます。"
          confirmLabel="削除"
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(`「${deleting.name}」を削除しました`);
                setDialog(null);
              },
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
          onCancel={() => setDialog(null)}
        />
      )}
    </section>
  );
}

import { useState } from 'react';
import { toast } from 'sonner';
import type { CoursePlan, CoursePlanList } from '@/core/contracts/course-plans';
import { defaultLastOrderMinutes } from '@/core/course-plans';
import { formatYen } from '@/core/format';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { Input } from '@/web/components/ui/primitives/input';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { ApiRequestError } from '@/web/lib/api';
import { type CoursePlanFields, useCoursePlanMutations } from './course-plans-api';

type Props = { plan: CoursePlan | null; menuItems: CoursePlanList['menuItems']; onClose: () => void };

/** The fields as typed (full-width digits welcome: the server normalises them), sent as the plan. */
function fieldsOf(form: HTMLFormElement, chosen: Set<string>): CoursePlanFields {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const limit = text('limitPerGuest');
  return {
    name: text('name'),
    price: text('price'),
    minutes: text('minutes'),
    lastOrderMinutes: text('lastOrderMinutes') || 0,
    limitPerGuest: limit === '' ? null : limit,
    items: [...chosen].map((itemId) => ({ itemId, price: text(`price-${itemId}`) || 0 })),
  } as CoursePlanFields;
}

/** プランを追加 / 編集: name, price per person, time, ラストオーダー, the limit per order, and the items with their plan price. */
export function CoursePlanDialog({ plan, menuItems, onClose }: Props) {
  const { create, update } = useCoursePlanMutations();
  const [chosen, setChosen] = useState(() => new Set(plan?.items.map((i) => i.itemId) ?? []));
  const [formError, setFormError] = useState<unknown>(null);
  const isPending = create.isPending || update.isPending;
  const planPrice = new Map(plan?.items.map((i) => [i.itemId, i.price]) ?? []);
  const issue = (path: string) =>
    formError instanceof ApiRequestError ? formError.issues.find((i) => i.path === path)?.message : undefined;

  async function submit(form: HTMLFormElement) {
    setFormError(null);
    const body = fieldsOf(form, chosen);
    try {
      if (plan) await update.mutateAsync({ id: plan.id, body });
      else await create.mutateAsync(body);
      toast.success(`「${body.name}」を保存しました`);
      onClose();
    } catch (error) {
      setFormError(error);
    }
  }

  function toggle(itemId: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  }

  return (
    <FormDialog
      title={plan ? '放題プランを編集' : '放題プランを追加'}
      submitLabel="保存"
      form={{ submit: (form) => void submit(form), isPending, formError }}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <TextField id="plan-name" name="name" label="プラン名" placeholder="飲み放題 90分" defaultValue={plan?.name} error={issue('name')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="plan-price"
          name="price"
          label="料金（1名・税込）"
          inputMode="numeric"
          defaultValue={plan?.price}
          error={issue('price')}
        />
        <TextField
          id="plan-minutes"
          name="minutes"
          label="制限時間（分）"
          inputMode="numeric"
          defaultValue={plan?.minutes ?? 90}
          error={issue('minutes')}
        />
        <TextField
          id="plan-last-order"
          name="lastOrderMinutes"
          label="ラストオーダー（終了の何分前）"
          inputMode="numeric"
          defaultValue={plan?.lastOrderMinutes ?? defaultLastOrderMinutes}
          error={issue('lastOrderMinutes')}
        />
        <TextField
          id="plan-limit"
          name="limitPerGuest"
          label="1回の注文の上限（1名あたり）"
          inputMode="numeric"
          placeholder="なし"
          defaultValue={plan?.limitPerGuest ?? ''}
          error={issue('limitPerGuest')}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">対象の商品とプラン価格</legend>
        {menuItems.length === 0 && <p className="text-sm text-muted-foreground">メニューに商品がありません</p>}
        <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-md border p-2">
          {menuItems.map((item) => (
            <li key={item.id} className="flex items-center gap-2">
              <input
                id={`plan-item-${item.id}`}
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={chosen.has(item.id)}
                onChange={() => toggle(item.id)}
              />
              <label htmlFor={`plan-item-${item.id}`} className="min-w-0 flex-1 truncate text-sm">
                {`${item.name}（通常 ${formatYen(item.price)}）`}
              </label>
              <Input
                aria-label={`${item.name}のプラン価格`}
                name={`price-${item.id}`}
                inputMode="numeric"
                className="h-8 w-24"
                defaultValue={planPrice.get(item.id) ?? 0}
                disabled={!chosen.has(item.id)}
              />
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          プラン価格 0円はプランに含まれる商品です。スタンダード・プレミアムなどはプランを分けて登録します。
        </p>
      </fieldset>
    </FormDialog>
  );
}

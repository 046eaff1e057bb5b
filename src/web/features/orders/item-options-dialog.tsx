import { Plus, Trash } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { MenuOptionGroup } from '@/core/item-options';
import { Button } from '@/web/components/ui/primitives/button';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { Input } from '@/web/components/ui/primitives/input';
import type { MenuItem } from '@/web/lib/ordering';
import { useItemOptionsMutation } from './menu-api';

type ChoiceDraft = { id?: string; name: string; priceDelta: string; isSoldOut: boolean };
type GroupDraft = { id?: string; name: string; minChoices: string; maxChoices: string; choices: ChoiceDraft[] };

const draftOf = (groups: MenuOptionGroup[]): GroupDraft[] =>
  groups.map((g) => ({
    id: g.id,
    name: g.name,
    minChoices: String(g.minChoices),
    maxChoices: String(g.maxChoices),
    choices: g.choices.map((c) => ({ id: c.id, name: c.name, priceDelta: String(c.priceDelta), isSoldOut: c.isSoldOut })),
  }));
const newChoice = (): ChoiceDraft => ({ name: '', priceDelta: '0', isSoldOut: false });
const newGroup = (): GroupDraft => ({ name: '', minChoices: '1', maxChoices: '1', choices: [newChoice()] });

/**
 * メニュー設定 → オプション: an item's option groups (サイズ, トッピング …), each with its choices,
 * price differences (−50 for less) and how many a guest picks (最小 1 makes it 必須).
 * Saved as a whole; the server checks the rules and keeps the ids of choices sent back.
 */
export function ItemOptionsDialog({ item, onClose }: { item: MenuItem; onClose: () => void }) {
  const [groups, setGroups] = useState<GroupDraft[]>(() => draftOf(item.optionGroups ?? []));
  const save = useItemOptionsMutation();
  const form = {
    isPending: save.isPending,
    formError: save.error,
    submit: () =>
      save.mutate(
        {
          id: item.id,
          groups: groups.map((g) => ({
            ...g,
            minChoices: Number(g.minChoices),
            maxChoices: Number(g.maxChoices),
            choices: g.choices.map((c) => ({ ...c, priceDelta: c.priceDelta })),
          })),
        },
        {
          onSuccess: () => {
            toast.success(`「${item.name}」のオプションを保存しました`);
            onClose();
          },
        },
      ),
  };
  const setGroup = (index: number, change: Partial<GroupDraft>) =>
    setGroups((all) => all.map((g, i) => (i === index ? { ...g, ...change } : g)));
  const setChoice = (gi: number, ci: number, change: Partial<ChoiceDraft>) =>
    setGroup(gi, { choices: (groups[gi]?.choices ?? []).map((c, i) => (i === ci ? { ...c, ...change } : c)) });

  return (
    <FormDialog
      title={`「${item.name}」のオプション`}
      description="最小選択数を1以上にすると必須になります。価格差は税込・円で、少なめなどはマイナスで入力します。"
      submitLabel="保存"
      form={form}
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      {groups.length === 0 && <p className="text-sm text-muted-foreground">オプションはありません。</p>}
      {groups.map((group, gi) => (
        <fieldset key={group.id ?? `new-${gi}`} aria-label={`オプション${gi + 1}`} className="grid gap-3 rounded-md border p-3">
          <div className="flex flex-wrap items-end gap-2">
            <label htmlFor={`option-${gi}-name`} className="grid flex-1 basis-40 gap-1 text-sm">
              オプション名
              <Input
                id={`option-${gi}-name`}
                value={group.name}
                placeholder="サイズ"
                onChange={(e) => setGroup(gi, { name: e.target.value })}
              />
            </label>
            <label htmlFor={`option-${gi}-min`} className="grid w-20 gap-1 text-sm">
              最小
              <Input
                id={`option-${gi}-min`}
                inputMode="numeric"
                value={group.minChoices}
                onChange={(e) => setGroup(gi, { minChoices: e.target.value })}
              />
            </label>
            <label htmlFor={`option-${gi}-max`} className="grid w-20 gap-1 text-sm">
              最大
              <Input
                id={`option-${gi}-max`}
                inputMode="numeric"
                value={group.maxChoices}
                onChange={(e) => setGroup(gi, { maxChoices: e.target.value })}
              />
            </label>
            <Button variant="ghost" size="icon" onClick={() => setGroups((all) => all.filter((_, i) => i !== gi))}>
              <Trash aria-hidden />
              <span className="sr-only">オプション「{group.name}」を削除</span>
            </Button>
          </div>
          <ul className="grid gap-2">
            {group.choices.map((choice, ci) => (
              <li key={choice.id ?? `new-${ci}`} className="flex flex-wrap items-center gap-2">
                <Input
                  aria-label={`選択肢名 ${ci + 1}`}
                  className="flex-1 basis-32"
                  value={choice.name}
                  placeholder="大盛り"
                  onChange={(e) => setChoice(gi, ci, { name: e.target.value })}
                />
                <Input
                  aria-label={`価格差 ${ci + 1}`}
                  className="w-24 text-right tabular-nums"
                  value={choice.priceDelta}
                  onChange={(e) => setChoice(gi, ci, { priceDelta: e.target.value })}
                />
                <span className="text-sm">円</span>
                <label className="flex items-center gap-1 text-sm">
                  <input type="checkbox" checked={choice.isSoldOut} onChange={(e) => setChoice(gi, ci, { isSoldOut: e.target.checked })} />
                  売り切れ
                </label>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  onClick={() => setGroup(gi, { choices: group.choices.filter((_, i) => i !== ci) })}
                >
                  <Trash aria-hidden />
                  <span className="sr-only">選択肢「{choice.name}」を削除</span>
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setGroup(gi, { choices: [...group.choices, newChoice()] })}
          >
            <Plus aria-hidden />
            選択肢を追加
          </Button>
        </fieldset>
      ))}
      <Button variant="outline" className="justify-self-start" onClick={() => setGroups((all) => [...all, newGroup()])}>
        <Plus aria-hidden />
        オプションを追加
      </Button>
    </FormDialog>
  );
}

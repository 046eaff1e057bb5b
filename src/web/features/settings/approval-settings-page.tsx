import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { maxApprovalSteps } from '@/core/approvals';
import type { ApprovalRuleSetting, ApproverCandidate } from '@/core/contracts/approvals';
import { kindInfo } from '@/core/documents';
import { approvalRuleInput } from '@/core/schemas/approvals';
import { YenField } from '@/web/components/ui/fields/yen-field';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { FormCard } from '@/web/components/ui/primitives/form-card';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useApprovalSettings, useSaveApprovalRule } from './approval-settings-api';

/**
 * 設定 › 承認フロー: per kind, whether a draft must be approved before it is issued, from which
 * 税込合計, and by whom — steps in order, any approver of a step approves that step.
 */
export function ApprovalSettingsPage() {
  const settings = useApprovalSettings();
  if (settings.isPending) return <p className="text-sm text-muted-foreground">読み込み中...</p>;
  if (settings.isError) return <Alert>{errorMessage(settings.error)}</Alert>;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        承認フローを使う帳票は、担当者が「承認を申請」し、承認ルートの全段階で承認されるまで発行できません。承認待ちの間は編集もできません。
      </p>
      {settings.data.rules.map((rule) => (
        // A saved rule starts its form afresh from what the server now holds.
        <ApprovalRuleForm key={JSON.stringify(rule)} rule={rule} candidates={settings.data.candidates} />
      ))}
    </div>
  );
}

type Step = { key: string; ids: string[] };
let stepKeys = 0;
const newStep = (ids: string[]): Step => ({ key: `step-${++stepKeys}`, ids });

function ApprovalRuleForm({ rule, candidates }: { rule: ApprovalRuleSetting; candidates: ApproverCandidate[] }) {
  const { kind } = rule;
  const title = kind === 'credit_note' ? kindInfo[kind].label : kindInfo[kind].title;
  const save = useSaveApprovalRule(kind);
  // Each step keeps a key of its own: removing one must not hand its ticks to the next.
  const [steps, setSteps] = useState<Step[]>(rule.steps.map((s) => newStep(s.approvers.map((a) => a.id))));
  const eligible = candidates.filter((c) => c.kinds.includes(kind));
  const form = useSchemaForm({
    schema: approvalRuleInput,
    defaultValues: { isEnabled: rule.isEnabled },
    prepare: (values) => ({ ...values, steps: steps.map((s) => ({ approverIds: s.ids })) }),
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast.success(`${title}の承認フローを保存しました`);
    },
  });

  function handleToggle(step: number, id: string, isChecked: boolean) {
    setSteps((all) => all.map((s, i) => (i !== step ? s : { ...s, ids: isChecked ? [...s.ids, id] : s.ids.filter((x) => x !== id) })));
  }

  return (
    <FormCard
      title={`${title}の承認フロー`}
      description={rule.isEnabled ? '承認フローを使っています。' : '承認なしで発行できます。'}
      submitLabel="保存"
      form={form}
    >
      <CheckboxField {...form.checkbox('isEnabled')} id={`approval-enabled-${kind}`} label={`${title}の発行前に承認を必要にする`} />
      <YenField
        {...form.field('threshold')}
        id={`approval-threshold-${kind}`}
        label="承認が必要な金額（税込合計）"
        hint="この金額以上の帳票に承認が必要です。0円にするとすべての帳票が対象です。"
        defaultValue={rule.threshold}
      />
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">承認ルート（上から順に承認します）</legend>
        {steps.map(({ key, ids }, step) => (
          <fieldset key={key} className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{step + 1}段目の承認者</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {eligible.map((candidate) => (
                <CheckboxField
                  key={candidate.id}
                  id={`approval-${kind}-${key}-${candidate.id}`}
                  label={candidate.name}
                  description={candidate.isAdmin ? '管理者' : undefined}
                  checked={ids.includes(candidate.id)}
                  onChange={(event) => handleToggle(step, candidate.id, event.currentTarget.checked)}
                />
              ))}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-muted-foreground">選んだ人のうち誰か1人が承認すれば次の段階へ進みます。</p>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setSteps((all) => all.filter((s) => s.key !== key))}
                aria-label={`${step + 1}段目を削除`}
              >
                <Trash2 aria-hidden />
                削除
              </Button>
            </div>
          </fieldset>
        ))}
        {eligible.length === 0 && <p className="text-sm text-muted-foreground">{title}を開く権限のある担当者がいません。</p>}
        {form.error('steps') && (
          <p className="text-sm text-destructive" role="alert">
            {form.error('steps')}
          </p>
        )}
        {steps.length < maxApprovalSteps && (
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => setSteps((all) => [...all, newStep([])])}>
            <Plus aria-hidden />
            段階を追加
          </Button>
        )}
      </fieldset>
    </FormCard>
  );
}

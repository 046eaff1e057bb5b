import { toast } from 'sonner';
import {
  mailLimitKeys,
  mailLimitLabels,
  mailLimitTierLabels,
  mailLimitTiers,
  standardMailLimits,
  starterMailLimits,
} from '@/core/mail-limits';
import { mailLimitsInput } from '@/core/schemas/admin';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { type AdminCompany, type AdminMailLimits, useMailLimits, useSaveMailLimits } from './admin-api';

/**
 * メール送信の上限 of a company: what it sent against its limits, and the values a manager sets
 * over its tier's defaults. A company that signed itself up starts on 新規登録 until moved to 標準.
 */
export function MailLimitsDialog({ company, onClose }: { company: AdminCompany; onClose: () => void }) {
  const saved = useMailLimits(company.id);
  return saved.data ? <LimitsForm company={company} current={saved.data} onClose={onClose} /> : null;
}

function LimitsForm({ company, current, onClose }: { company: AdminCompany; current: AdminMailLimits; onClose: () => void }) {
  const save = useSaveMailLimits(company.id);
  const { usage, limits, overrides } = current;
  const form = useSchemaForm({
    schema: mailLimitsInput,
    defaultValues: {
      tier: current.tier,
      ...Object.fromEntries(mailLimitKeys.map((key) => [key, overrides[key] === null ? '' : String(overrides[key])])),
    },
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast.success('メール送信の上限を保存しました');
      onClose();
    },
  });
  const used: [string, number, number, string][] = [
    ['会社全体の送信数（直近1時間）', usage.messagesLastHour, limits.messagesPerHour, '通'],
    ['最も多いユーザーの送信数（直近1時間）', usage.busiestUserMessagesLastHour, limits.messagesPerHourPerUser, '通'],
    ['新しい宛先の数（直近24時間）', usage.newRecipientsLastDay, limits.newRecipientsPerDay, '件'],
  ];

  return (
    <FormDialog
      title={`${company.name}のメール送信の上限`}
      description="書類・督促・招待などのメールに適用されます。変更は次の送信から有効です。"
      submitLabel="保存"
      form={form}
      onClose={onClose}
      className="sm:max-w-xl"
    >
      <section aria-label="送信状況" className="grid gap-2 rounded-lg border p-4 text-sm">
        <dl className="grid gap-1.5">
          {used.map(([label, count, limit, unit]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className={count >= limit ? 'font-medium text-destructive tabular-nums' : 'tabular-nums'}>
                {count.toLocaleString('ja-JP')} / {limit.toLocaleString('ja-JP')}
                {unit}
              </dd>
            </div>
          ))}
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">上限による停止（直近24時間）</dt>
            <dd className="tabular-nums">{usage.refusalsLastDay.toLocaleString('ja-JP')}件</dd>
          </div>
        </dl>
      </section>
      <SelectField
        {...form.field('tier')}
        id="mail-limits-tier"
        label="上限の区分"
        options={mailLimitTiers.map((tier) => ({ value: tier, label: mailLimitTierLabels[tier] }))}
      />
      {mailLimitKeys.map((key) => (
        <TextField
          key={key}
          {...form.field(key)}
          id={`mail-limits-${key}`}
          label={mailLimitLabels[key]}
          inputMode="numeric"
          autoComplete="off"
          hint={`空欄のときは区分の既定値（標準 ${standardMailLimits[key]}・新規登録 ${starterMailLimits[key]}）`}
        />
      ))}
    </FormDialog>
  );
}

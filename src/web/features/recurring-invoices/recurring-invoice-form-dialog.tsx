import { useState } from 'react';
import { toast } from 'sonner';
import type { RecurringInvoice } from '@/core/contracts/recurring-invoices';
import { todayInJapan } from '@/core/documents';
import { recurringInvoiceInput } from '@/core/schemas/recurring-invoices';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useCustomerChoices, useSaveRecurringInvoice } from './recurring-invoices-api';
import { emptyLine, type LineDraft, RecurringLines } from './recurring-lines';

const days = [
  ...Array.from({ length: 28 }, (_, i) => ({ value: String(i + 1), label: `毎月${i + 1}日` })),
  { value: 'end', label: '毎月末日' },
];

const linesOf = (t?: RecurringInvoice): LineDraft[] =>
  t?.content.lines.map((l) => ({
    ...emptyLine(),
    name: l.name,
    quantity: String(l.quantity),
    unitPrice: String(l.unitPrice),
    taxCategory: l.taxCategory === 'reduced' ? 'reduced' : 'standard',
  })) ?? [emptyLine()];

/** 定期請求の登録・編集: customer, lines and 件名 of each invoice, the day it is made, start and end, and how. */
export function RecurringInvoiceFormDialog({ template, onClose }: { template?: RecurringInvoice; onClose: () => void }) {
  const save = useSaveRecurringInvoice(template);
  const [search, setSearch] = useState('');
  const choices = useCustomerChoices(useDebouncedValue(search, 250));
  const [lines, setLines] = useState(() => linesOf(template));
  const form = useSchemaForm({
    schema: recurringInvoiceInput,
    extraFields: ['day', 'dueRule', 'billedMonth'] as const,
    defaultValues: {
      name: template?.name ?? '',
      customerId: template?.customerId ?? '',
      day: template ? (template.dayOfMonth === null ? 'end' : String(template.dayOfMonth)) : 'end',
      startDate: template?.startDate ?? todayInJapan(),
      endDate: template?.endDate ?? '',
      mode: template?.mode ?? 'draft',
      'content.subject': template?.content.subject ?? '',
      dueRule: template?.content.dueRule.kind === 'none' ? 'none' : 'terms',
      billedMonth: String(template?.content.billedMonthOffset ?? 0),
    },
    prepare: ({ day, dueRule, billedMonth, content, ...values }) => ({
      ...values,
      dayOfMonth: day === 'end' ? null : Number(day),
      content: {
        ...(content as object),
        billedMonthOffset: Number(billedMonth),
        dueRule: { kind: dueRule },
        lines: lines
          .filter((l) => l.name.trim() !== '' || l.unitPrice.trim() !== '')
          .map(({ name, quantity, unitPrice, taxCategory }) => ({ name, quantity, unitPrice, taxCategory })),
      },
    }),
    onSubmit: async (input) => {
      const saved = await save.mutateAsync(input);
      const made = saved.runs.length - (template?.runs.length ?? 0);
      toast.success(made > 0 ? `定期請求を保存し、請求書を${made}件作成しました` : '定期請求を保存しました');
      // Past months are drafts however the template issues: the user has to look at them.
      if (saved.notice) toast.warning(saved.notice, { duration: 15_000 });
      onClose();
    },
  });
  const options = (choices.data ?? []).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` }));
  if (template && !options.some((o) => o.value === template.customerId))
    options.unshift({ value: template.customerId, label: `${template.customerCode} ${template.customerName}` });

  return (
    <FormDialog
      title={template ? '定期請求の編集' : '定期請求の登録'}
      submitLabel={template ? '保存' : '登録'}
      form={form}
      onClose={onClose}
      className="sm:max-w-3xl"
    >
      <TextField {...form.field('name')} id="recurring-name" label="名前" placeholder="月額保守（青空商事）" autoComplete="off" />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          id="recurring-customer-search"
          label="顧客を検索"
          type="search"
          autoComplete="off"
          value={search}
          placeholder="コード・名称・フリガナ"
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <SelectField {...form.field('customerId')} id="recurring-customer" label="顧客" placeholder="選択してください" options={options} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-4">
        <SelectField {...form.field('day')} id="recurring-day" label="作成日" options={days} />
        <TextField
          {...form.field('startDate')}
          id="recurring-start"
          label="開始日"
          type="date"
          hint="今日より前の月の請求書は、作成方法にかかわらず下書きで作成します"
        />
        <TextField {...form.field('endDate')} id="recurring-end" label="終了日（任意）" type="date" />
        <SelectField
          {...form.field('mode')}
          id="recurring-mode"
          label="作成方法"
          options={[
            { value: 'draft', label: '下書きを作成' },
            { value: 'issue-and-mail', label: '発行してメール送信' },
          ]}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField {...form.field('content.subject')} id="recurring-subject" label="件名" autoComplete="off" />
        <SelectField
          {...form.field('billedMonth')}
          id="recurring-billed"
          label="対象期間"
          options={[
            { value: '0', label: '作成月分' },
            { value: '1', label: '翌月分' },
          ]}
        />
        <SelectField
          {...form.field('dueRule')}
          id="recurring-due"
          label="支払期限"
          options={[
            { value: 'terms', label: '顧客の支払条件から' },
            { value: 'none', label: '記載しない' },
          ]}
        />
      </div>
      <RecurringLines lines={lines} error={form.error('content.lines')} onChange={setLines} />
    </FormDialog>
  );
}

import { toast } from 'sonner';
import { createCompanyInput } from '@/core/schemas/admin';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import type { AdminOem } from './admin-api';
import { useCreateCompany } from './admin-api';

/** A company with its first administrator, who gets an invitation mail to set a password. */
export function CompanyFormDialog({ oems, defaultOemId, onClose }: { oems: AdminOem[]; defaultOemId: string; onClose: () => void }) {
  const create = useCreateCompany();
  const form = useSchemaForm({
    schema: createCompanyInput,
    defaultValues: { oemId: defaultOemId },
    onSubmit: async (input) => {
      await create.mutateAsync(input);
      toast.success('会社を作成し、管理者に招待メールを送信しました');
      onClose();
    },
  });

  return (
    <FormDialog
      title="会社を作成"
      description="管理者には、パスワードを設定するための招待メールが届きます。"
      submitLabel="作成"
      pendingLabel="作成中..."
      form={form}
      onClose={onClose}
    >
      <SelectField
        {...form.field('oemId')}
        id="company-oem"
        label="パートナー"
        placeholder="選択してください"
        options={oems.map((oem) => ({ value: oem.id, label: `${oem.name}（${oem.id}）` }))}
      />
      <TextField {...form.field('name')} id="company-name" label="会社名" autoComplete="off" />
      <TextField {...form.field('storeName')} id="company-store" label="店舗名（任意）" autoComplete="off" />
      <fieldset className="grid gap-5 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">最初の管理者</legend>
        <TextField {...form.field('adminName')} id="company-admin-name" label="管理者の氏名" autoComplete="off" />
        <TextField
          {...form.field('adminEmail')}
          id="company-admin-email"
          type="email"
          label="管理者のメールアドレス"
          inputMode="email"
          autoComplete="off"
        />
      </fieldset>
    </FormDialog>
  );
}

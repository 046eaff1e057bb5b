import { toast } from 'sonner';
import { updateAccountInput } from '@/core/schemas/account';
import { FormCard } from '@/web/components/ui/primitives/form-card';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useUpdateAccount } from './account-api';

export function ProfileCard({ name, roleLabel }: { name: string; roleLabel: string }) {
  const update = useUpdateAccount();
  const form = useSchemaForm({
    schema: updateAccountInput,
    defaultValues: { name },
    onSubmit: async (input) => {
      await update.mutateAsync(input);
      toast.success('保存しました');
    },
  });

  return (
    <FormCard title="プロフィール" submitLabel="保存" form={form}>
      <TextField {...form.field('name')} id="account-name" label="氏名" autoComplete="name" />
      <div className="grid gap-2">
        <p className="text-sm font-medium leading-none">権限</p>
        <p className="text-sm text-muted-foreground">{roleLabel}（変更は管理者にお問い合わせください）</p>
      </div>
    </FormCard>
  );
}

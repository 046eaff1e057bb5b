import { toast } from 'sonner';
import {
  type AccountingSettings,
  accountingPackageLabels,
  accountingPackages,
  accountRoleLabels,
  accountRoles,
  feeTreatmentLabels,
  feeTreatments,
} from '@/core/accounting';
import { accountingSettingsInput } from '@/core/schemas/accounting';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { RadioGroupField } from '@/web/components/ui/primitives/radio-group';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { errorMessage } from '@/web/lib/api';
import { useSchemaForm } from '@/web/lib/use-schema-form';
import { useAccountingSettings, useSaveAccountingSettings } from './accounting-settings-api';

const packageOptions = accountingPackages.map((p) => ({ value: p, label: accountingPackageLabels[p] }));
const feeTreatmentOptions = feeTreatments.map((t) => ({ value: t, label: feeTreatmentLabels[t] }));

/** 会計連携: the accounting package the 仕訳CSV is laid out for, and the 勘定科目 / 補助科目 it posts to. */
export function AccountingSettingsPage() {
  const settings = useAccountingSettings();
  if (settings.isPending) return <p className="text-sm text-muted-foreground">読み込み中...</p>;
  if (settings.isError) return <Alert>{errorMessage(settings.error)}</Alert>;
  return <AccountingSettingsForm settings={settings.data} />;
}

function AccountingSettingsForm({ settings }: { settings: AccountingSettings }) {
  const save = useSaveAccountingSettings();
  const form = useSchemaForm({
    schema: accountingSettingsInput,
    defaultValues: {
      package: settings.package,
      customerAsSubAccount: settings.customerAsSubAccount,
      feeTreatment: settings.feeTreatment,
    },
    onSubmit: async (input) => {
      await save.mutateAsync(input);
      toast.success('保存しました');
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label="会計連携" className="grid gap-6">
      {form.formError ? <Alert>{errorMessage(form.formError)}</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle>会計ソフト</CardTitle>
          <CardDescription>売掛金の画面の「仕訳CSV」を、この会計ソフトの仕訳インポートの形式で出力します。</CardDescription>
        </CardHeader>
        <CardContent>
          <RadioGroupField {...form.field('package')} legend="会計ソフト" options={packageOptions} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>振込手数料</CardTitle>
          <CardDescription>入金時に取引先が差し引いた振込手数料を、どの勘定科目で仕訳するかを選びます。</CardDescription>
        </CardHeader>
        <CardContent>
          <RadioGroupField
            {...form.field('feeTreatment')}
            legend="振込手数料の仕訳"
            options={feeTreatmentOptions}
            hint="支払手数料は自社の経費（課税仕入）として、売上値引は売上の値引き（売上の返還）として計上します。どちらにするかは顧問税理士にご確認ください。"
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>勘定科目</CardTitle>
          <CardDescription>
            {'会計ソフトに登録されている名称と同じ文字で入力してください。違う名称は取り込み時に照合が必要になります。'}
            {'不課税の明細（立替金など）は売上高ではなく、ここで指定した勘定科目（税区分「対象外」）で仕訳します。'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {accountRoles.map((role) => (
            <div key={role} className="grid items-start gap-3 sm:grid-cols-2">
              <TextField
                {...form.field(`accounts.${role}.account`)}
                id={`account-${role}`}
                label={`${accountRoleLabels[role]}の勘定科目`}
                defaultValue={settings.accounts[role].account}
                autoComplete="off"
                maxLength={24}
              />
              <TextField
                {...form.field(`accounts.${role}.subAccount`)}
                id={`sub-account-${role}`}
                label={`${accountRoleLabels[role]}の補助科目`}
                defaultValue={settings.accounts[role].subAccount}
                autoComplete="off"
                maxLength={24}
              />
            </div>
          ))}
          <CheckboxField
            {...form.checkbox('customerAsSubAccount')}
            id="customer-as-sub-account"
            label="売掛金・前受金の補助科目に顧客名を使う"
            description="補助科目を入力していない場合に、仕訳ごとの顧客名を補助科目として出力します。"
          />
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={form.isPending}>
          {form.isPending ? '保存中...' : '保存'}
        </Button>
      </div>
    </form>
  );
}

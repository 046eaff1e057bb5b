import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { BankAccount } from '@/core/contracts/document-settings';
import { Alert } from '@/web/components/ui/primitives/alert';
import { Badge } from '@/web/components/ui/primitives/badge';
import { Button } from '@/web/components/ui/primitives/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/primitives/card';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { errorMessage } from '@/web/lib/api';
import { BankAccountFormDialog } from './bank-account-form-dialog';
import { bankAccountLabel, useBankAccounts, useDeleteBankAccount } from './bank-accounts-api';

/** What the dialog is open for: adding, or editing one account. */
type Editing = { account?: BankAccount } | null;

/** 振込先: the accounts an invoice can print; one of them is the default. */
export function BankAccountsPage() {
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);

  function handleDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast.success('振込先を削除しました');
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>振込先</CardTitle>
          <CardDescription>請求書に印字する振込先の口座です。</CardDescription>
        </div>
        <Button className="self-start" onClick={() => setEditing({})}>
          <Plus aria-hidden />
          振込先を追加
        </Button>
      </CardHeader>
      <CardContent>
        {accounts.isPending && <p className="text-sm text-muted-foreground">読み込み中...</p>}
        {accounts.isError && <Alert>{errorMessage(accounts.error)}</Alert>}
        {accounts.data?.length === 0 && (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            振込先が登録されていません。請求書に印字する口座を追加してください。
          </p>
        )}
        {accounts.data && accounts.data.length > 0 && (
          <ul aria-label="振込先" className="divide-y rounded-lg border">
            {accounts.data.map((account) => (
              <BankAccountRow
                key={account.id}
                account={account}
                onEdit={() => setEditing({ account })}
                onDelete={() => setDeleting(account)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {editing && (
        <BankAccountFormDialog account={editing.account} isFirst={accounts.data?.length === 0} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="振込先を削除しますか？"
        description={deleting && `「${bankAccountLabel(deleting)}」を削除します。この操作は取り消せません。`}
        confirmLabel="削除"
        pendingLabel="削除中..."
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}

type BankAccountRowProps = { account: BankAccount; onEdit: () => void; onDelete: () => void };

function BankAccountRow({ account, onEdit, onDelete }: BankAccountRowProps) {
  const label = bankAccountLabel(account);
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2 font-medium">
          <span>
            {account.bankName} {account.branchName}
          </span>
          {account.isDefault && <Badge tone="info">既定</Badge>}
        </div>
        <div className="tabular-nums">
          {account.accountType} {account.accountNumber}
        </div>
        <div className="break-all text-muted-foreground">{account.accountHolder}</div>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" aria-label={`${label}を編集`} onClick={onEdit}>
          <Pencil aria-hidden />
          編集
        </Button>
        <Button variant="outline" size="sm" aria-label={`${label}を削除`} className="text-destructive" onClick={onDelete}>
          <Trash2 aria-hidden />
          削除
        </Button>
      </div>
    </li>
  );
}

import { UserX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type Customer, customerEndpoints } from '@/core/contracts/customers';
import { formatDate } from '@/core/format';
import { Button } from '@/web/components/ui/primitives/button';
import { ConfirmDialog } from '@/web/components/ui/primitives/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/primitives/dialog';
import { call, errorMessage } from '@/web/lib/api';
import { masterKey } from '@/web/lib/master-data-api';
import { useRefetchingMutation } from '@/web/lib/mutation';

/** The customer's request to be forgotten (個人情報保護法), answered by an administrator. */
function useEraseCustomer() {
  return useRefetchingMutation((id: string) => call(customerEndpoints.erase, { params: { id } }), [masterKey('customers')]);
}

/**
 * 個人情報を消去: under the edit form, for administrators. Asked once more, since nothing brings
 * the data back; the server keeps issued documents as they were and refuses anyone else.
 */
export function EraseCustomerSection({ customer, onErased }: { customer: Customer; onErased: () => void }) {
  const erase = useEraseCustomer();
  const [isConfirming, setConfirming] = useState(false);

  function handleErase() {
    erase.mutate(customer.id, {
      onSuccess: () => {
        toast.success(`「${customer.code}」の個人情報を消去しました`);
        onErased();
      },
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <section aria-labelledby="customer-erase-title" className="grid gap-2 rounded-md border border-destructive/30 p-4">
      <h3 id="customer-erase-title" className="text-sm font-semibold">
        個人情報の消去
      </h3>
      <p className="text-sm text-muted-foreground">
        取引先から個人情報の削除を求められたときに使います。顧客名は「削除済みの取引先」になり、住所・電話番号などは空になります。
      </p>
      <div>
        <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
          <UserX aria-hidden />
          個人情報を消去
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title="個人情報を消去しますか？"
        description="この取引先の個人情報を消去します。発行済みの帳票は法定保存期間のため残ります。元に戻せません。"
        confirmLabel="消去する"
        pendingLabel="消去中..."
        isDestructive
        isPending={erase.isPending}
        onConfirm={handleErase}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/** An erased customer opens read-only: there is nothing left to edit, and it is chosen for no new document. */
export function ErasedCustomerDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <div className="grid gap-2">
          <DialogTitle>
            {customer.code} {customer.name}
          </DialogTitle>
          <DialogDescription>
            この顧客の個人情報は{formatDate(customer.erasedAt)}
            に消去しました。発行済みの帳票は法定保存期間のため、発行したときの内容のまま残っています。
            消去した顧客は編集できず、新しい帳票にも選べません。
          </DialogDescription>
        </div>
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">閉じる</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

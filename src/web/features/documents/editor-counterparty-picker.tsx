import { ChevronsUpDown, X } from 'lucide-react';
import { useState } from 'react';
import type { Counterparty } from '@/core/contracts/documents';
import type { DocumentKind } from '@/core/documents';
import { paymentTermsLabel } from '@/core/schemas/customers';
import { Button } from '@/web/components/ui/primitives/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/web/components/ui/primitives/dialog';
import { FieldError } from '@/web/components/ui/primitives/field';
import { Label } from '@/web/components/ui/primitives/label';
import { cn } from '@/web/lib/utils';
import { useCounterparties } from './documents-api';
import { type PickerOption, PickerSearch, usePickerText } from './editor-picker';

type CounterpartyPickerProps = {
  id: string;
  kind: DocumentKind;
  /** 宛先・請求先・発注先・納品先 */
  label: string;
  selectedName: string;
  error?: string;
  onPick: (counterparty: Counterparty | null) => void;
};

const toOption = (c: Counterparty): PickerOption => ({
  id: c.id,
  code: c.code,
  name: c.name,
  detail: [c.department, paymentTermsLabel(c.paymentTerms)].filter(Boolean).join('・'),
});

/** 取引先: a button showing the choice, opening a searchable list of customers (code and name). */
export function CounterpartyPicker({ id, kind, label, selectedName, error, onPick }: CounterpartyPickerProps) {
  const [isOpen, setIsOpen] = useState(false);

  function handlePick(counterparty: Counterparty) {
    onPick(counterparty);
    setIsOpen(false);
  }

  return (
    // One column no wider than the form: a long name is cut short (…) in the button, never widening the page.
    <div className="grid grid-cols-1 gap-2">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <div className="flex gap-1">
        <Dialog open={isOpen} onOpenChange={setIsOpen}>
          <DialogTrigger asChild>
            <Button
              id={id}
              variant="outline"
              // Read as 「宛先 株式会社サンプル」: the field's label, then the choice.
              aria-labelledby={`${id}-label ${id}-value`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="min-w-0 flex-1 justify-between font-normal aria-invalid:border-destructive"
            >
              <span id={`${id}-value`} className={cn('truncate', !selectedName && 'text-muted-foreground')}>
                {selectedName || '選択してください'}
              </span>
              <ChevronsUpDown aria-hidden className="opacity-50" />
            </Button>
          </DialogTrigger>
          <DialogContent className="sm:max-w-xl">
            <div className="grid gap-1">
              <DialogTitle>取引先を選ぶ</DialogTitle>
              <DialogDescription>顧客マスタに登録された取引先から選びます。</DialogDescription>
            </div>
            <CounterpartySearch kind={kind} onPick={handlePick} />
          </DialogContent>
        </Dialog>
        {selectedName && (
          <Button variant="ghost" size="icon" onClick={() => onPick(null)}>
            <X aria-hidden />
            <span className="sr-only">取引先の選択を解除</span>
          </Button>
        )}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Mounted only while the dialog is open, so the list is fetched when someone looks at it. */
function CounterpartySearch({ kind, onPick }: { kind: DocumentKind; onPick: (counterparty: Counterparty) => void }) {
  const search = usePickerText();
  const results = useCounterparties(kind, search.q);
  return (
    <PickerSearch
      searchLabel="取引先を検索"
      placeholder="コード・名前・フリガナで検索"
      search={search}
      results={results}
      toOption={toOption}
      emptyMessage={search.q ? '該当する取引先がありません' : '取引先が登録されていません'}
      onPick={onPick}
    />
  );
}

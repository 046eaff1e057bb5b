import type { DiscountKind } from '@/core/seat-bill';
import { Label } from '@/web/components/ui/primitives/label';
import { NativeSelect } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';

/** 割引・割増 as typed: text, so full-width digits and an empty field are kept as the user left them. */
export type AdjustmentDraft = { serviceCharge: string; discountKind: DiscountKind | 'none'; discountValue: string; discountReason: string };
export const emptyAdjustments: AdjustmentDraft = { serviceCharge: '', discountKind: 'none', discountValue: '', discountReason: '' };

type PayAdjustmentsProps = { value: AdjustmentDraft; onChange: (value: AdjustmentDraft) => void };

/** サービス料 (%) and a 割引 (yen or %) with its reason, which the operation history keeps. */
export function PayAdjustments({ value, onChange }: PayAdjustmentsProps) {
  const set = (patch: Partial<AdjustmentDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold">割引・割増</legend>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="pay-service-charge"
          label="サービス料（%）"
          inputMode="numeric"
          placeholder="0"
          value={value.serviceCharge}
          onChange={(event) => set({ serviceCharge: event.target.value })}
        />
        <div className="grid gap-2">
          <Label htmlFor="pay-discount-kind">割引</Label>
          <NativeSelect
            id="pay-discount-kind"
            value={value.discountKind}
            onChange={(event) => set({ discountKind: event.target.value as AdjustmentDraft['discountKind'] })}
          >
            <option value="none">なし</option>
            <option value="amount">金額（円）</option>
            <option value="percent">割合（%）</option>
          </NativeSelect>
        </div>
      </div>
      {value.discountKind !== 'none' && (
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-3">
          <TextField
            id="pay-discount-value"
            label={value.discountKind === 'percent' ? '割引率（%）' : '割引額（円）'}
            inputMode="numeric"
            value={value.discountValue}
            onChange={(event) => set({ discountValue: event.target.value })}
          />
          <TextField
            id="pay-discount-reason"
            label="割引の理由"
            placeholder="例: クーポン、常連様"
            maxLength={100}
            value={value.discountReason}
            onChange={(event) => set({ discountReason: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}

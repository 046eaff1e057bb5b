import { type ChangeEvent, useId, useState } from 'react';
import type { ReceivedVersion } from '@/core/contracts/received';
import { receivedKindLabels, receivedKinds } from '@/core/received';
import { RegistrationNumberField } from '@/web/components/ui/fields/registration-number-field';
import { YenField } from '@/web/components/ui/fields/yen-field';
import { SelectField } from '@/web/components/ui/primitives/select';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { TextareaField } from '@/web/components/ui/primitives/textarea';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import type { FormFields } from '@/web/lib/use-schema-form';
import { useCounterpartySuggestions } from './received-api';

export const kindOptions = receivedKinds.map((kind) => ({ value: kind, label: receivedKindLabels[kind] }));

type KeyName = 'kind' | 'transactionDate' | 'amount' | 'counterpartyName' | 'registrationNumber' | 'memo';

/** What the fields start from: the version being corrected, or nothing for a new file. */
export const fieldDefaults = (version: ReceivedVersion | null) => ({
  kind: version?.kind ?? 'invoice',
  transactionDate: version?.transactionDate ?? '',
  counterpartyName: version?.counterpartyName ?? '',
  registrationNumber: version?.registrationNumber ?? '',
  memo: version?.memo ?? '',
});

/**
 * 書類の種類, 取引年月日, 金額 (税込), 取引先 and 登録番号 as read off the received file, and a メモ.
 * 取引先 suggests the company's customers and names used before; picking one with a 登録番号
 * fills that field when it is empty.
 */
export function ReceivedKeyFields({ form, amount }: { form: FormFields<KeyName>; amount: number | null }) {
  const idPrefix = useId();
  const [typed, setTyped] = useState('');
  const suggestions = useCounterpartySuggestions(useDebouncedValue(typed, 300)).data ?? [];
  const registrationId = `${idPrefix}-registration`;

  function handleCounterpartyChange(event: ChangeEvent<HTMLInputElement>) {
    const name = event.currentTarget.value;
    setTyped(name);
    const chosen = suggestions.find((s) => s.name === name);
    const registration = document.getElementById(registrationId) as HTMLInputElement | null;
    if (chosen?.registrationNumber && registration && registration.value === '') registration.value = chosen.registrationNumber;
  }

  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField {...form.field('kind')} id={`${idPrefix}-kind`} label="書類の種類" options={kindOptions} />
        <TextField {...form.field('transactionDate')} id={`${idPrefix}-date`} type="date" label="取引年月日" />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <YenField {...form.field('amount')} id={`${idPrefix}-amount`} label="金額（税込）" defaultValue={amount} />
        <TextField
          {...form.field('counterpartyName')}
          id={`${idPrefix}-counterparty`}
          label="取引先"
          list={`${idPrefix}-counterparties`}
          autoComplete="off"
          placeholder="株式会社〇〇"
          onChange={handleCounterpartyChange}
        />
        <datalist id={`${idPrefix}-counterparties`}>
          {suggestions.map((s) => (
            <option key={s.name} value={s.name} />
          ))}
        </datalist>
      </div>
      <RegistrationNumberField {...form.field('registrationNumber')} id={registrationId} />
      <TextareaField {...form.field('memo')} id={`${idPrefix}-memo`} label="メモ" rows={2} />
    </div>
  );
}

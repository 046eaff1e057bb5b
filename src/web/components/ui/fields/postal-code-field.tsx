import { type ChangeEvent, type FocusEvent, useRef, useState } from 'react';
import { postalCodeEndpoints } from '@/core/contracts/postal-codes';
import { normalizePostalCode } from '@/core/japanese';
import { type AddressProposal, mayReplaceAddress, proposeAddress } from '@/core/postal-address';
import { customerInput } from '@/core/schemas/customers';
import { call } from '@/web/lib/api';
import { schemaCheck, useFieldCheck } from '@/web/lib/use-field-check';
import { Button } from '../primitives/button';
import { Field } from '../primitives/field';
import { Input } from '../primitives/input';
import { NativeSelect } from '../primitives/select';

type PostalCodeFieldProps = {
  id: string;
  name: string;
  label?: string;
  defaultValue?: string;
  error?: string;
  className?: string;
  /** The 住所 input this code fills from the bundled Japan Post data. */
  addressFieldId?: string;
};

const check = schemaCheck(customerInput.shape.postalCode);

/** Writes into another input so that both plain forms and React-controlled ones see the change. */
function writeInput(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * 〒 postal code: full-width digits and no hyphen accepted, shown as 123-4567 once the user leaves it.
 * A known code fills 都道府県・市区町村・町域 into 住所 when 住所 is empty (or still what the last
 * lookup wrote); otherwise it offers to. A code with several 町域 lets the user pick one.
 */
export function PostalCodeField({ id, name, label = '郵便番号', defaultValue, error, className, addressFieldId }: PostalCodeFieldProps) {
  const [shownError, checkValue] = useFieldCheck(error, check);
  const [offer, setOffer] = useState<AddressProposal | null>(null);
  const lastFilled = useRef<string | null>(null);
  const lookedUp = useRef<string | null>(normalizePostalCode(defaultValue ?? ''));

  const addressInput = () => (addressFieldId ? (document.getElementById(addressFieldId) as HTMLInputElement | null) : null);

  function fill(text: string) {
    const input = addressInput();
    if (!input) return;
    writeInput(input, text);
    lastFilled.current = text;
  }

  async function lookUp(code: string) {
    if (!addressFieldId || lookedUp.current === code) return;
    lookedUp.current = code;
    const { addresses } = await call(postalCodeEndpoints.lookup, { params: { code } }).catch(() => ({ addresses: [] }));
    const proposal = proposeAddress(addresses);
    if (!proposal) return setOffer(null);
    const input = addressInput();
    if (input && mayReplaceAddress(input.value, lastFilled.current)) {
      fill(proposal.text);
      setOffer(proposal.towns.length > 0 ? { text: proposal.text, towns: proposal.towns } : null);
    } else {
      setOffer(proposal);
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const code = normalizePostalCode(event.currentTarget.value);
    if (code) {
      event.currentTarget.value = code;
      void lookUp(code);
    }
    checkValue(event.currentTarget.value);
  }

  // Like the address fill of most Japanese forms: as soon as seven digits are typed, not only on leaving.
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const code = normalizePostalCode(event.currentTarget.value);
    if (code) void lookUp(code);
  }

  function handleAccept(text: string) {
    fill(text);
    setOffer(null);
  }

  function handleChooseTown(town: string) {
    if (offer && town) handleAccept(`${offer.text}${town}`);
  }

  return (
    <Field id={id} label={label} error={shownError} className={className}>
      {(control) => (
        <div className="space-y-2">
          <div className="relative">
            <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
              〒
            </span>
            <Input
              {...control}
              name={name}
              defaultValue={defaultValue}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="123-4567"
              maxLength={10}
              className="pl-8 tabular-nums"
              onBlur={handleBlur}
              onChange={handleChange}
            />
          </div>
          {offer && offer.towns.length > 0 && (
            <NativeSelect aria-label="町域を選んでください" defaultValue="" onChange={(e) => handleChooseTown(e.currentTarget.value)}>
              <option value="">町域を選んでください（{offer.towns.length}件）</option>
              {offer.towns.map((town) => (
                <option key={town} value={town}>
                  {town}
                </option>
              ))}
            </NativeSelect>
          )}
          {offer && offer.towns.length === 0 && (
            <Button
              variant="outline"
              size="sm"
              className="h-auto py-1 whitespace-normal text-left"
              onClick={() => handleAccept(offer.text)}
            >
              住所に「{offer.text}」を入力
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}

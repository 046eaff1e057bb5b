import { describe, expect, it } from 'vitest';
import type { changePasswordInput } from '@/core/schemas/account';
import { customerInput } from '@/core/schemas/customers';
import type { documentSettingsInput } from '@/core/schemas/document-settings';
import { menuItemInput } from '@/core/schemas/orders';
import { registerFormInput } from '@/core/schemas/register';
import { ApiRequestError } from './api';
import { apiFieldErrors, type FieldKind, isShownOnFields, readFormValues } from './form';
import { type FieldName, submitForm } from './schema-form';

const formData = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const fields = (entries: [string, FieldKind][]) => new Map(entries);

describe('readFormValues', () => {
  it('reads text as typed and a checkbox as ticked or not', () => {
    const data = formData([
      ['name', ' 山田 '],
      ['isActive', 'on'],
    ]);
    const values = readFormValues(
      data,
      fields([
        ['name', 'text'],
        ['isActive', 'checkbox'],
        ['isSoldOut', 'checkbox'],
      ]),
    );
    expect(values).toEqual({ name: ' 山田 ', isActive: true, isSoldOut: false });
  });

  it('leaves out a text field the form does not hold, so a strict schema sees no stray key', () => {
    const values = readFormValues(
      formData([['name', '佐藤']]),
      fields([
        ['name', 'text'],
        ['email', 'text'],
      ]),
    );
    expect(values).toEqual({ name: '佐藤' });
    expect(Object.hasOwn(values, 'email')).toBe(false);
  });

  it('nests dotted names', () => {
    const data = formData([
      ['numbering.invoice.template', 'INV-{seq}'],
      ['numbering.invoice.nextNumber', '12'],
      ['receipt.addressee', '上様'],
    ]);
    const values = readFormValues(
      data,
      fields([
        ['numbering.invoice.template', 'text'],
        ['numbering.invoice.nextNumber', 'text'],
        ['receipt.addressee', 'text'],
      ]),
    );
    expect(values).toEqual({ numbering: { invoice: { template: 'INV-{seq}', nextNumber: '12' } }, receipt: { addressee: '上様' } });
  });
});

describe('submitForm', () => {
  const menuItem = { name: '唐揚げ', price: '５８０', description: '', categoryId: null, imageFileId: null, isSoldOut: false };

  it('sends what the shared schema made of the text (full-width yen → number)', async () => {
    const sent: unknown[] = [];
    const outcome = await submitForm({ schema: menuItemInput, input: menuItem, send: (data) => sent.push(data) });
    expect(outcome).toEqual({ status: 'sent' });
    expect(sent).toEqual([{ ...menuItem, price: 580, translations: {}, allergens: [], takeoutTaxCategory: 'reduced' }]);
  });

  it('stops on the schema with its Japanese message under the field, sending nothing', async () => {
    const sent: unknown[] = [];
    const outcome = await submitForm({ schema: menuItemInput, input: { ...menuItem, name: ' ', price: 'abc' }, send: (d) => sent.push(d) });
    expect(outcome).toEqual({
      status: 'invalid',
      errors: { name: '商品名を入力してください', price: '価格は数字で入力してください' },
    });
    expect(sent).toEqual([]);
  });

  it('puts a nested message under its own path and under the group', async () => {
    const input = {
      ...customerInput.parse({ code: 'C1', name: '株式会社A' }),
      paymentTerms: { closingDay: 40, paymentMonthOffset: 1, paymentDay: 31 },
    };
    const outcome = await submitForm({ schema: customerInput, input, send: () => undefined });
    expect(outcome.status).toBe('invalid');
    const errors = outcome.status === 'invalid' ? outcome.errors : {};
    expect(errors['paymentTerms.closingDay']).toBeDefined();
    expect(errors.paymentTerms).toBe(errors['paymentTerms.closingDay']);
  });

  it('checks the screen’s own rule first', async () => {
    const outcome = await submitForm({
      schema: menuItemInput,
      input: menuItem,
      check: () => ({ imageFileId: '画像のアップロードが終わるまでお待ちください' }),
      send: () => undefined,
    });
    expect(outcome).toEqual({ status: 'invalid', errors: { imageFileId: '画像のアップロードが終わるまでお待ちください' } });
  });

  it('returns a failed send with the server’s field issues, which land on the fields', async () => {
    const failure = new ApiRequestError(400, 'VALIDATION_FAILED', '価格は1,000,000円以下で入力してください', [
      { path: 'price', message: '価格は1,000,000円以下で入力してください' },
    ]);
    const outcome = await submitForm({
      schema: menuItemInput,
      input: menuItem,
      send: () => Promise.reject(failure),
    });
    expect(outcome).toEqual({ status: 'failed', error: failure });
    expect(apiFieldErrors(failure)).toEqual({ price: '価格は1,000,000円以下で入力してください' });
  });

  it('asks for the confirmation only once the new password itself is acceptable', async () => {
    const base = { companyName: '株式会社B', storeName: '', adminName: '山田', email: 'a@example.com', agreeTerms: true };
    const mismatch = await submitForm({
      schema: registerFormInput,
      input: { ...base, password: 'demo-pass-2026', confirmPassword: 'demo-pass-2027' },
      send: () => undefined,
    });
    expect(mismatch).toEqual({ status: 'invalid', errors: { confirmPassword: 'パスワードが一致しません' } });
    const weak = await submitForm({
      schema: registerFormInput,
      input: { ...base, password: 'short', confirmPassword: 'x' },
      send: () => undefined,
    });
    expect(weak).toEqual({ status: 'invalid', errors: { password: 'パスワードは8文字以上で入力してください' } });
  });
});

describe('isShownOnFields', () => {
  it('is true when a message has a field, or a group above one, on screen', () => {
    expect(isShownOnFields({ price: '…' }, ['name', 'price'])).toBe(true);
    expect(isShownOnFields({ permissions: '…' }, ['permissions.quote'])).toBe(true);
  });

  it('is false when no message has a place, so the form shows the failure above its fields', () => {
    expect(isShownOnFields({}, ['name'])).toBe(false);
    expect(isShownOnFields({ token: 'リンクが無効です' }, ['newPassword', 'confirmPassword'])).toBe(false);
  });
});

describe('FieldName', () => {
  it('takes the schema’s paths, and a wrong name does not compile', () => {
    const names: FieldName<typeof changePasswordInput>[] = ['currentPassword', 'newPassword', 'confirmPassword'];
    const deep: FieldName<typeof documentSettingsInput> = 'numbering.invoice.template';
    // @ts-expect-error not a field of the schema
    const wrong: FieldName<typeof changePasswordInput> = 'password';
    // @ts-expect-error not a kind of document
    const wrongDeep: FieldName<typeof documentSettingsInput> = 'numbering.memo.template';
    expect([...names, deep, wrong, wrongDeep]).toHaveLength(6);
  });
});

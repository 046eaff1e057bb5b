import { formatJapaneseDate } from './format';

/**
 * 有償支給原材料 (取適法): materials a 発注書 supplies to the subcontractor for a fee. The fee is
 * settled by 相殺 (set off against the order's payment) or paid separately, and never before the
 * order's own 支払期日: collecting it earlier is one of the acts the law forbids.
 */
export const settlementMethods = ['offset', 'separate'] as const;
export type SettlementMethod = (typeof settlementMethods)[number];
export const settlementMethodLabels: Record<SettlementMethod, string> = { offset: '相殺', separate: '別途支払' };
export const settlementMethodEnglish: Record<SettlementMethod, string> = {
  offset: 'Set off against the payment',
  separate: 'Paid separately',
};

export const maxSuppliedMaterials = 50;

/** 決済済み of one material of an issued order, by its position among the order's materials. */
export type SuppliedSettlement = { index: number; settledOn: string };

/**
 * Why a material may not be marked 決済済み on `settledOn`, or null: not a day still to come, and
 * a 相殺 not before the order's 支払期日 (setting the fee off earlier collects it early).
 */
export function settledOnProblem(settledOn: string, method: SettlementMethod, orderDueDate: string | null, today: string): string | null {
  if (settledOn > today) return '決済日に未来の日付は指定できません';
  if (method === 'offset' && orderDueDate && settledOn < orderDueDate)
    return `相殺による決済は発注書の支払期日（${formatJapaneseDate(orderDueDate)}）以降の日付にしてください。支払期日より前の相殺は取適法で禁止されています`;
  return null;
}

/**
 * Why a material's 決済期日 may not stand, or null: it must fall on or after the 支払期日 of the
 * order (which must then be set).
 */
export function settlementDateProblem(settlementDate: string, orderDueDate: string | null): string | null {
  if (!orderDueDate) return '有償支給原材料がある発注書は支払期日を入力してください（決済期日は支払期日より前にできません）';
  if (settlementDate < orderDueDate)
    return `有償支給原材料の決済期日は発注書の支払期日（${formatJapaneseDate(orderDueDate)}）以降にしてください。支払期日より前の回収は取適法で禁止されています`;
  return null;
}

import { describe, expect, it } from 'vitest';
import { approverRoles, needsApproval } from './approvals';
import { approvalRuleInput } from './schemas/approvals';

const rules = {
  invoice: { isEnabled: true, threshold: 100_000, steps: [{ approverIds: ['a'] }, { approverIds: ['b', 'a'] }] },
  quotation: { isEnabled: false, threshold: 0, steps: [{ approverIds: ['a'] }] },
  purchase_order: { isEnabled: true, threshold: 0, steps: [{ approverIds: ['b'] }] },
};

describe('承認フロー rules', () => {
  it('requires approval at and above the threshold (税込), of every document at 0, and never when off', () => {
    expect(needsApproval(rules, 'invoice', 99_999)).toBe(false);
    expect(needsApproval(rules, 'invoice', 100_000)).toBe(true);
    expect(needsApproval(rules, 'purchase_order', 0)).toBe(true);
    expect(needsApproval(rules, 'quotation', 1_000_000)).toBe(false);
    expect(needsApproval(rules, 'delivery_note', 1_000_000)).toBe(false);
    // 領収書 and 合計請求書 never wait for a person, whatever is stored.
    expect(needsApproval({ ...rules, receipt: rules.invoice } as never, 'receipt', 1_000_000)).toBe(false);
  });

  it('names the steps a member approves, for the staff screen', () => {
    expect(approverRoles(rules, 'a')).toEqual(['請求書 1段目', '請求書 2段目']);
    expect(approverRoles(rules, 'b')).toEqual(['請求書 2段目', '発注書']);
    expect(approverRoles(rules, 'c')).toEqual([]);
  });

  it('reads the amount as typed (full-width, commas) and refuses an empty route when on', () => {
    expect(approvalRuleInput.parse({ isEnabled: false, threshold: '１２，０００', steps: [] }).threshold).toBe(12_000);
    const empty = approvalRuleInput.safeParse({ isEnabled: true, threshold: 0, steps: [] });
    expect(empty.error?.issues.map((i) => i.message)).toEqual(['承認ルートに段階を1つ以上追加してください']);
    const twice = approvalRuleInput.safeParse({ isEnabled: true, threshold: 0, steps: [{ approverIds: ['a', 'a'] }] });
    expect(twice.error?.issues.map((i) => i.message)).toEqual(['同じ段階に同じ承認者が重複しています']);
  });
});

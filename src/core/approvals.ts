/**
 * 承認フロー: a company may require approval before a document is issued, per kind and from an
 * amount (税込合計) up. The route is one or more steps taken in order; any approver named in a
 * step approves that step. Pure; used by the server, the screens and the tests alike.
 */
import { type DocumentKind, kindInfo } from './documents';

/**
 * Kinds a route may be set for. Not 領収書 (issued on the spot at the counter or from a paid
 * invoice) and not 合計請求書 (issued by its closing batch): neither waits for a person.
 */
export const approvalKinds = ['quotation', 'invoice', 'purchase_order', 'delivery_note', 'credit_note'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

export const isApprovalKind = (kind: DocumentKind): kind is ApprovalKind => (approvalKinds as readonly string[]).includes(kind);

/** `none`: never applied for, or the approval was voided by an edit. */
export const approvalStatuses = ['none', 'pending', 'rejected', 'approved'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  none: '未申請',
  pending: '承認待ち',
  rejected: '差戻し',
  approved: '承認済み',
};

/** What a list can filter by (未申請 is every other draft). */
export const approvalFilters = ['pending', 'rejected', 'approved'] as const;

export const maxApprovalSteps = 5;
export const maxApproversPerStep = 10;

export type ApprovalStep = { approverIds: string[] };
/** A kind's rule: off or on; from `threshold` yen (税込) up, 0 for every document. */
export type ApprovalRule = { isEnabled: boolean; threshold: number; steps: ApprovalStep[] };
export type ApprovalRules = Partial<Record<ApprovalKind, ApprovalRule>>;

/** Whether a document of the kind with this 税込合計 must be approved before it is issued. */
export function needsApproval(rules: ApprovalRules, kind: DocumentKind, total: number): boolean {
  if (!isApprovalKind(kind)) return false;
  const rule = rules[kind];
  return Boolean(rule?.isEnabled && rule.steps.length > 0 && total >= rule.threshold);
}

/** The kinds a user approves a step of, for the staff screen ("請求書 1段目"). */
export function approverRoles(rules: ApprovalRules, userId: string): string[] {
  return approvalKinds.flatMap((kind) => {
    const rule = rules[kind];
    if (!rule?.isEnabled) return [];
    return rule.steps.flatMap((step, i) =>
      step.approverIds.includes(userId) ? [rule.steps.length > 1 ? `${kindInfo[kind].title} ${i + 1}段目` : kindInfo[kind].title] : [],
    );
  });
}

export type ApprovalDecision = { by: string; at: string; comment: string };
/** A document's application as stored: the route as it was when applied for, and each step's decision. */
export type ApprovalRecord = {
  requestedBy: string;
  requestedAt: string;
  comment: string;
  steps: { approverIds: string[]; approval: ApprovalDecision | null }[];
  /** The 差戻し that ended it, with its 1-based step. */
  rejection: (ApprovalDecision & { step: number }) | null;
};

import { asc, eq, sql } from 'drizzle-orm';
import { type ApprovalKind, type ApprovalRule, approvalKinds, isApprovalKind } from '@/core/approvals';
import type { ApprovalPerson, ApprovalRuleSetting, ApprovalSettings, ApproverCandidate } from '@/core/contracts/approvals';
import { type DocumentKind, isDocumentKind, kindInfo } from '@/core/documents';
import { areaByKey, hasFlag, isAdminRole, type Permissions } from '@/core/permissions';
import type { ApprovalRuleInput } from '@/core/schemas/approvals';
import { actorOf, recordOperation } from '../../../audit/record-operation';
import type { Db, Tx } from '../../../db/client';
import { documentSettings, users } from '../../../db/schema';
import type { CompanyUser } from '../../../http/env';
import { AppError, notFound } from '../../../http/errors';
import { loadSettings } from '../settings/document-settings';

/** The kind named in a URL, or a 404. */
export function approvalKindOf(value: string): ApprovalKind {
  if (!isDocumentKind(value) || !isApprovalKind(value)) throw notFound('この帳票には承認フローを設定できません');
  return value;
}

/** Whether a member may open documents of the kind (the kind's area flag). */
export const mayOpen = (permissions: Permissions, kind: DocumentKind) => hasFlag(permissions, areaByKey(kindInfo[kind].area).flag);

export type Member = { id: string; name: string; email: string; role: string; permissions: Permissions; isActive: boolean };

/** The company's members by id (names for the screens, flags for the checks). */
export async function membersOf(db: Db | Tx, companyId: string): Promise<Map<string, Member>> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      permissions: users.permissions,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.createdAt), asc(users.id));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A member by name; one who has left the company reads as 削除された担当者. */
export const personOf = (members: Map<string, Member>, id: string): ApprovalPerson => ({
  id,
  name: members.get(id)?.name ?? '削除された担当者',
});

const offRule: ApprovalRule = { isEnabled: false, threshold: 0, steps: [] };

function settingOf(kind: ApprovalKind, rule: ApprovalRule | undefined, members: Map<string, Member>): ApprovalRuleSetting {
  const { isEnabled, threshold, steps } = rule ?? offRule;
  return { kind, isEnabled, threshold, steps: steps.map((s) => ({ approvers: s.approverIds.map((id) => personOf(members, id)) })) };
}

export async function getApprovalSettings(db: Db, companyId: string): Promise<ApprovalSettings> {
  const [{ approvalRules }, members] = await Promise.all([loadSettings(db, companyId), membersOf(db, companyId)]);
  const candidates: ApproverCandidate[] = [...members.values()]
    .filter((m) => m.isActive)
    .map((m) => ({ id: m.id, name: m.name, isAdmin: isAdminRole(m.role), kinds: approvalKinds.filter((k) => mayOpen(m.permissions, k)) }));
  return { rules: approvalKinds.map((kind) => settingOf(kind, approvalRules[kind], members)), candidates };
}

/**
 * Saves one kind's rule. Approvers must be active members of this company who may open the kind:
 * an approver who could not open the document could not approve it.
 */
export async function saveApprovalRule(db: Db, user: CompanyUser, kind: ApprovalKind, input: ApprovalRuleInput) {
  const members = await membersOf(db, user.companyId);
  const issues = input.steps.flatMap((step, i) =>
    step.approverIds.flatMap((id, j) => {
      const member = members.get(id);
      const path = `steps.${i}.approverIds.${j}`;
      if (!member?.isActive) return [{ path, message: `${i + 1}段目の承認者に自社の有効な担当者ではない人が含まれています` }];
      if (!mayOpen(member.permissions, kind))
        return [{ path, message: `${member.name}さんは${kindInfo[kind].title}を開く権限がないため、承認者にできません` }];
      return [];
    }),
  );
  const [first] = issues;
  if (first) throw new AppError(400, 'VALIDATION_FAILED', first.message, issues);
  const rule: ApprovalRule = { isEnabled: input.isEnabled, threshold: input.threshold, steps: input.steps };
  await db.transaction(async (tx) => {
    // One statement on the row's jsonb, so two admins saving two kinds at once both keep theirs.
    await tx
      .insert(documentSettings)
      .values({ companyId: user.companyId, approvalRules: { [kind]: rule } })
      .onConflictDoUpdate({
        target: documentSettings.companyId,
        set: {
          approvalRules: sql`${documentSettings.approvalRules} || jsonb_build_object(${kind}::text, ${JSON.stringify(rule)}::jsonb)`,
          updatedAt: new Date(),
        },
      });
    await recordOperation(tx, actorOf(user), {
      operationType: 'settings.approvals.update',
      targetType: 'company',
      targetId: user.companyId,
      detail: {
        title: kindInfo[kind].title,
        isEnabled: rule.isEnabled,
        threshold: rule.threshold,
        steps: rule.steps.map((s) => s.approverIds.map((id) => personOf(members, id).name)),
      },
    });
  });
  return settingOf(kind, rule, members);
}

/** The rules of a company, for the checks of issue, application and the staff screen. */
export const approvalRulesOf = async (db: Db | Tx, companyId: string) => (await loadSettings(db, companyId)).approvalRules;

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DocumentKind } from '@/core/documents';
import type { DocumentInput } from '@/core/schemas/documents';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { refuseWhilePending, voidedApproval } from './approvals/approval-gate';
import { resolveContent, searchTextOf, writeLines } from './content';
import { assertReturnable } from './returns/credit-note-limits';
import { loadSettings } from './settings/document-settings';
import { findDocument } from './view';

// The writes of a draft, each inside the caller's transaction. The log entry and live event that
// go with them are document-change.ts's, so this file only decides what a draft may become.

export const frozen = () => new AppError(409, 'DOCUMENT_FROZEN', '発行済みの帳票は編集できません。「修正」で修正版を作成してください');

type Lineage = { sourceId?: string | null; previousId?: string | null; number?: string | null; revision?: number };

/** A new draft (also the target of 複製, 変換 and 修正, which pass their lineage). */
export async function insertDraft(tx: Tx, user: CompanyUser, kind: DocumentKind, input: DocumentInput, lineage: Lineage = {}) {
  const settings = await loadSettings(tx, user.companyId);
  const content = await resolveContent(tx, user.companyId, kind, input, settings.roundingMode);
  const id = randomUUID();
  const revision = lineage.revision ?? 1;
  const [row] = await tx
    .insert(documents)
    .values({
      id,
      companyId: user.companyId,
      kind,
      status: 'draft',
      number: lineage.number ?? null,
      revision,
      sourceId: lineage.sourceId ?? null,
      previousId: lineage.previousId ?? null,
      ...content.values,
      searchText: searchTextOf(lineage.number ?? null, revision, content.values.counterpartyName, input.subject),
      createdBy: user.id,
      updatedBy: user.id,
    })
    .returning();
  await writeLines(tx, user.companyId, id, content.lines);
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Saves a draft's new content (voiding its approval, if it had one); issued documents are frozen. */
export async function saveDraft(tx: Tx, user: CompanyUser, kind: DocumentKind, id: string, input: DocumentInput) {
  const current = await findDocument(tx, user.companyId, kind, id, { lock: true });
  if (current.status !== 'draft') throw frozen();
  refuseWhilePending(current, '編集');
  const settings = await loadSettings(tx, user.companyId);
  const content = await resolveContent(tx, user.companyId, kind, input, settings.roundingMode);
  const voided = voidedApproval(current);
  const [row] = await tx
    .update(documents)
    .set({
      ...content.values,
      ...voided,
      searchText: searchTextOf(current.number, current.revision, content.values.counterpartyName, input.subject),
      updatedBy: user.id,
      updatedAt: new Date(),
    })
    .where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)))
    .returning();
  if (!row) throw new Error('update returned nothing');
  await writeLines(tx, user.companyId, id, content.lines);
  await assertReturnable(tx, user.companyId, row);
  return { ...row, isApprovalVoided: 'approvalStatus' in voided };
}

/** Only drafts may be deleted: an issued document is a record that must be kept. Returns the deleted row. */
export async function deleteDraft(tx: Tx, user: CompanyUser, kind: DocumentKind, id: string) {
  const current = await findDocument(tx, user.companyId, kind, id, { lock: true });
  if (current.status !== 'draft')
    throw new AppError(409, 'DOCUMENT_FROZEN', '発行済みの帳票は削除できません（削除できるのは下書きだけです）');
  refuseWhilePending(current, '削除');
  await tx.delete(documents).where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)));
  return current;
}

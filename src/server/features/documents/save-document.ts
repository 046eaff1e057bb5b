import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SalesDocument } from '@/core/api-types';
import { type DocumentKind, kindInfo } from '@/core/documents';
import type { OperationType } from '@/core/operation-types';
import type { DocumentInput } from '@/core/schemas/documents';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { documents } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { publishEvents } from '../../realtime/publish';
import { resolveContent, searchTextOf, writeLines } from './content';
import { loadSettings } from './document-settings';
import { findDocument, toDocument } from './view';

export const frozen = () => new AppError(409, 'DOCUMENT_FROZEN', '発行済みの帳票は編集できません。「修正」で修正版を作成してください');

type DocumentRef = { kind: DocumentKind; id: string };

/**
 * The last step of every change to a document, inside its transaction: the operation log
 * entry (titled with the kind) and the live event that lists and detail screens follow.
 * `alsoChanged`: another document the action touched (the source of a conversion).
 */
export async function recordDocumentChange(
  tx: Tx,
  user: CompanyUser,
  operationType: OperationType,
  { kind, id }: DocumentRef,
  detail: Record<string, unknown>,
  alsoChanged: DocumentRef[] = [],
) {
  await recordOperation(tx, actorOf(user), {
    operationType,
    targetType: kind,
    targetId: id,
    detail: { title: kindInfo[kind].title, ...detail },
  });
  const changed = [{ kind, id }, ...alsoChanged];
  await publishEvents(
    tx,
    user.companyId,
    changed.map((data) => ({ topic: 'company', type: 'document.changed', data })),
  );
}

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

export async function createDocument(db: Db, user: CompanyUser, kind: DocumentKind, input: DocumentInput): Promise<SalesDocument> {
  return db.transaction(async (tx) => {
    const row = await insertDraft(tx, user, kind, input);
    await recordDocumentChange(tx, user, 'document.create', row, {
      counterparty: row.counterpartyName,
      subject: row.subject,
      total: row.total,
    });
    return toDocument(tx, row);
  });
}

/** Saves a draft; issued documents are frozen. */
export async function updateDocument(
  db: Db,
  user: CompanyUser,
  kind: DocumentKind,
  id: string,
  input: DocumentInput,
): Promise<SalesDocument> {
  return db.transaction(async (tx) => {
    const current = await findDocument(tx, user.companyId, kind, id, { lock: true });
    if (current.status !== 'draft') throw frozen();
    const settings = await loadSettings(tx, user.companyId);
    const content = await resolveContent(tx, user.companyId, kind, input, settings.roundingMode);
    const [row] = await tx
      .update(documents)
      .set({
        ...content.values,
        searchText: searchTextOf(current.number, current.revision, content.values.counterpartyName, input.subject),
        updatedBy: user.id,
        updatedAt: new Date(),
      })
      .where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)))
      .returning();
    if (!row) throw new Error('update returned nothing');
    await writeLines(tx, user.companyId, id, content.lines);
    await recordDocumentChange(
      tx,
      user,
      'document.update',
      { kind, id },
      { counterparty: row.counterpartyName, subject: row.subject, total: row.total },
    );
    return toDocument(tx, row);
  });
}

/** Only drafts may be deleted: an issued document is a record that must be kept. */
export async function deleteDocument(db: Db, user: CompanyUser, kind: DocumentKind, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findDocument(tx, user.companyId, kind, id, { lock: true });
    if (current.status !== 'draft')
      throw new AppError(409, 'DOCUMENT_FROZEN', '発行済みの帳票は削除できません（削除できるのは下書きだけです）');
    await tx.delete(documents).where(and(eq(documents.companyId, user.companyId), eq(documents.id, id)));
    await recordDocumentChange(
      tx,
      user,
      'document.delete',
      { kind, id },
      { counterparty: current.counterpartyName, subject: current.subject, total: current.total },
    );
  });
}

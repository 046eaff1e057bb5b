import type { SalesDocument } from '@/core/contracts/documents';
import { type DocumentKind, kindInfo } from '@/core/documents';
import type { OperationType } from '@/core/operation-types';
import type { DocumentInput } from '@/core/schemas/documents';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import type { CompanyUser } from '../../http/env';
import { publishEvents } from '../../realtime/publish';
import { deleteDraft, insertDraft, saveDraft } from './save-document';
import { type DocumentRow, toDocument } from './view';

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

/** What the log says of a draft that was created, saved or deleted. */
const summaryOf = (row: DocumentRow & { isApprovalVoided?: boolean }) => ({
  counterparty: row.counterpartyName,
  subject: row.subject,
  total: row.total,
  ...(row.isApprovalVoided && { approvalVoided: true }),
});

/** A draft's write and its record, in one transaction: either both happen or neither. */
function recorded<T>(
  db: Db,
  user: CompanyUser,
  operationType: OperationType,
  write: (tx: Tx) => Promise<DocumentRow>,
  answer: (tx: Tx, row: DocumentRow) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const row = await write(tx);
    await recordDocumentChange(tx, user, operationType, { kind: row.kind, id: row.id }, summaryOf(row));
    return answer(tx, row);
  });
}

export const createDocument = (db: Db, user: CompanyUser, kind: DocumentKind, input: DocumentInput): Promise<SalesDocument> =>
  recorded(db, user, 'document.create', (tx) => insertDraft(tx, user, kind, input), toDocument);

export const updateDocument = (db: Db, user: CompanyUser, kind: DocumentKind, id: string, input: DocumentInput): Promise<SalesDocument> =>
  recorded(db, user, 'document.update', (tx) => saveDraft(tx, user, kind, id, input), toDocument);

export const deleteDocument = (db: Db, user: CompanyUser, kind: DocumentKind, id: string): Promise<void> =>
  recorded(
    db,
    user,
    'document.delete',
    (tx) => deleteDraft(tx, user, kind, id),
    async () => {},
  );

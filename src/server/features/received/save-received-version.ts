import { and, eq, sql } from 'drizzle-orm';
import type { ReceivedDetail } from '@/core/contracts/received';
import { formatDate, formatYen } from '@/core/format';
import { normalizeForSearch } from '@/core/japanese';
import { receivedKindLabels } from '@/core/received';
import type { ReceivedConfirmInput, ReceivedCorrectionInput } from '@/core/schemas/received';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db, Tx } from '../../db/client';
import { receivedDocuments, receivedDocumentVersions } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { findReceived, logName, type ReceivedVersionRow, receivedDetail, requireStatus } from './received-view';

type Keys = ReceivedConfirmInput;

/** The keys as the history says them: 金額 ¥10,000 rather than 10000. */
const shown: { [K in keyof Keys]: [label: string, format: (value: Keys[K]) => string] } = {
  kind: ['書類の種類', (v) => receivedKindLabels[v]],
  transactionDate: ['取引年月日', (v) => formatDate(v)],
  amount: ['金額', (v) => formatYen(v)],
  counterpartyName: ['取引先', (v) => v],
  registrationNumber: ['登録番号', (v) => v || '（なし）'],
  memo: ['メモ', (v) => v || '（なし）'],
};
const keyNames = Object.keys(shown) as (keyof Keys)[];

/** What a correction changed, one line per key: 「金額: ¥10,000 → ¥11,000」. */
export function changesOf(before: Keys, after: Keys): string[] {
  return keyNames
    .filter((key) => before[key] !== after[key])
    .map((key) => {
      const [label, format] = shown[key] as [string, (value: unknown) => string];
      return `${label}: ${format(before[key])} → ${format(after[key])}`;
    });
}

const keysOf = (input: Keys): Keys => Object.fromEntries(keyNames.map((key) => [key, input[key]])) as Keys;

async function insertVersion(tx: Tx, user: CompanyUser, documentId: string, version: number, keys: Keys, reason: string) {
  await tx.insert(receivedDocumentVersions).values({
    id: crypto.randomUUID(),
    companyId: user.companyId,
    documentId,
    version,
    ...keys,
    counterpartySearch: normalizeForSearch(keys.counterpartyName),
    reason,
    createdBy: user.id,
  });
}

/** 保存: a person has entered or confirmed the keys of a draft; from now on the entry only grows versions. */
export async function confirmReceived(db: Db, user: CompanyUser, id: string, input: ReceivedConfirmInput): Promise<ReceivedDetail> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(receivedDocuments)
      .set({ status: 'confirmed', currentVersion: 1 })
      .where(and(eq(receivedDocuments.companyId, user.companyId), eq(receivedDocuments.id, id), eq(receivedDocuments.status, 'draft')))
      .returning({ filename: receivedDocuments.filename });
    if (!claimed)
      requireStatus(await findReceived(tx, user.companyId, id), 'draft', 'この書類は保存済みです。変更するには訂正してください');
    const keys = keysOf(input);
    await insertVersion(tx, user, id, 1, keys, '');
    await recordOperation(tx, actorOf(user), {
      operationType: 'received.confirm',
      targetType: 'received',
      targetId: id,
      detail: { name: logName(claimed?.filename ?? ''), version: 1, ...keys },
    });
    return receivedDetail(tx, user.companyId, id);
  });
}

/** 訂正: a new version with the corrected keys and the reason; every earlier version stays as it was saved. */
export async function correctReceived(db: Db, user: CompanyUser, id: string, input: ReceivedCorrectionInput): Promise<ReceivedDetail> {
  return db.transaction(async (tx) => {
    // The update locks the entry: two corrections at once take turns and get versions n+1 and n+2.
    const [moved] = await tx
      .update(receivedDocuments)
      .set({ currentVersion: sql`${receivedDocuments.currentVersion} + 1` })
      .where(and(eq(receivedDocuments.companyId, user.companyId), eq(receivedDocuments.id, id), eq(receivedDocuments.status, 'confirmed')))
      .returning({ version: receivedDocuments.currentVersion, filename: receivedDocuments.filename });
    if (!moved) {
      const row = await findReceived(tx, user.companyId, id);
      requireStatus(
        row,
        'confirmed',
        row.status === 'deleted' ? '削除済みの書類は訂正できません' : '未確認の書類は訂正せずに保存してください',
      );
    }
    const version = moved?.version ?? 0;
    const filename = moved?.filename ?? '';
    const [previous] = (await tx
      .select()
      .from(receivedDocumentVersions)
      .where(and(eq(receivedDocumentVersions.documentId, id), eq(receivedDocumentVersions.version, version - 1)))) as ReceivedVersionRow[];
    const keys = keysOf(input);
    const changes = previous ? changesOf(previous, keys) : [];
    // Rolled back with the transaction: the version number is not taken.
    if (changes.length === 0) throw new AppError(400, 'NOTHING_TO_UPDATE', '訂正する項目が変更されていません');
    await insertVersion(tx, user, id, version, keys, input.reason);
    await recordOperation(tx, actorOf(user), {
      operationType: 'received.correct',
      targetType: 'received',
      targetId: id,
      detail: { name: logName(filename), version, reason: input.reason, changes },
    });
    return receivedDetail(tx, user.companyId, id);
  });
}

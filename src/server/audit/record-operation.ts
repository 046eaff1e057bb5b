import type { OperationType } from '@/core/operation-types';
import type { Db, Tx } from '../db/client';
import { operationLogs } from '../db/schema';

export type OperationActor = { userId: string; companyId: string | null; oemId: string | null };

/** The actor of an operation done by a signed-in user. */
export const actorOf = (user: { id: string; companyId: string | null; oemId: string | null }): OperationActor => ({
  userId: user.id,
  companyId: user.companyId,
  oemId: user.oemId,
});

export type Operation = {
  /** One of the history screen's types, so every entry has its Japanese label. */
  operationType: OperationType;
  targetType: string;
  targetId?: string | null;
  detail?: Record<string, unknown>;
};

/** Appends to the operation log; call it inside the transaction of the change it records. */
export async function recordOperation(db: Db | Tx, actor: OperationActor, operation: Operation): Promise<void> {
  await db.insert(operationLogs).values({
    companyId: actor.companyId,
    oemId: actor.oemId,
    userId: actor.userId,
    operationType: operation.operationType,
    targetType: operation.targetType,
    targetId: operation.targetId ?? null,
    detail: operation.detail ?? {},
  });
}

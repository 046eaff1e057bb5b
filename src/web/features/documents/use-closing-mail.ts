import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatementCandidate } from '@/core/contracts/statements';
import { errorMessage } from '@/web/lib/api';
import { newIdempotencyKey } from '@/web/lib/mail-deliveries-api';
import { changedByClosing, mailStatement } from './statements-api';

/** A statement that could not be queued (no address, a mail limit), or was: its mail then goes on its own. */
export type MailResult = { customerId: string; customerName: string; isQueued: boolean; message: string };

/**
 * 一括メール送信: each statement's mail is queued (one request each, answered at once), all in one
 * batch; `batchId` then names the batch whose deliveries the screen follows (N / M 送信済み).
 * A refused row fails alone. Pressing again starts a new batch.
 */
export function useMailAll() {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<MailResult[]>([]);
  const [queueing, setQueueing] = useState<{ done: number; total: number } | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);

  async function mailAll(rows: StatementCandidate[]) {
    const toSend = rows.filter((r) => r.statement);
    const batch = newIdempotencyKey();
    setResults([]);
    setBatchId(batch);
    setQueueing({ done: 0, total: toSend.length });
    for (const [i, row] of toSend.entries()) {
      let result: MailResult;
      try {
        await mailStatement(row.statement?.id ?? '', batch);
        result = { customerId: row.customerId, customerName: row.customerName, isQueued: true, message: `${row.email} 宛に送信待ち` };
      } catch (error) {
        result = { customerId: row.customerId, customerName: row.customerName, isQueued: false, message: errorMessage(error) };
      }
      setResults((done) => [...done, result]);
      setQueueing({ done: i + 1, total: toSend.length });
    }
    await Promise.all(changedByClosing.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    setQueueing(null);
  }

  return { mailAll, results, queueing, batchId, isQueueing: queueing !== null };
}

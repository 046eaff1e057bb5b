import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatementCandidate } from '@/core/api-types';
import { errorMessage } from '@/web/lib/api';
import { changedByClosing, mailStatement } from './statements-api';

export type MailResult = { customerId: string; customerName: string; isSent: boolean; message: string };

/**
 * 一括メール送信: the statements one after another (each a mail with its PDF), so the bar moves
 * with each and one refused address fails that row only.
 */
export function useMailAll() {
  const queryClient = useQueryClient();
  const [results, setResults] = useState<MailResult[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function mailAll(rows: StatementCandidate[]) {
    const toSend = rows.filter((r) => r.statement);
    setResults([]);
    setProgress({ done: 0, total: toSend.length });
    for (const [i, row] of toSend.entries()) {
      let result: MailResult;
      try {
        await mailStatement(row.statement?.id ?? '');
        result = { customerId: row.customerId, customerName: row.customerName, isSent: true, message: `${row.email} に送信しました` };
      } catch (error) {
        result = { customerId: row.customerId, customerName: row.customerName, isSent: false, message: errorMessage(error) };
      }
      setResults((done) => [...done, result]);
      setProgress({ done: i + 1, total: toSend.length });
    }
    await Promise.all(changedByClosing.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    setProgress(null);
  }

  return { mailAll, results, progress, isMailing: progress !== null };
}

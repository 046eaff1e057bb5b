import { and, eq } from 'drizzle-orm';
import type { BankStatementConfirmResult } from '@/core/contracts/bank-statements';
import type { BankStatementConfirmInput } from '@/core/schemas/bank-statements';
import { actorOf, recordOperation } from '../../audit/record-operation';
import type { Db } from '../../db/client';
import { bankStatementLines } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { AppError } from '../../http/errors';
import { claimsOf } from './bank-statement-claims';
import { createPayment } from './save-payment';

/**
 * 明細取込, step two (一括確定): every kept line becomes a payment with its allocations through
 * the one save-payment path, all in one transaction — a line that fails (an invoice already
 * settled meanwhile, another company's customer) fails the whole batch and names its row.
 * Each line is claimed first by its key (unique per company): a line imported before (by its
 * key, or by the key an earlier version gave it: claimsOf), or by a second confirm running at the
 * same time, is skipped, so no statement line is paid twice.
 */
export async function confirmBankStatement(
  db: Db,
  user: CompanyUser,
  input: BankStatementConfirmInput,
): Promise<BankStatementConfirmResult> {
  return db.transaction(async (tx) => {
    const paymentIds: string[] = [];
    let skipped = 0;
    // Claims that committed before this began; one committing meanwhile meets the insert below.
    const claimedBefore = await claimsOf(
      tx,
      user.companyId,
      input.lines.map((l) => l.lineKey),
    );
    for (const [index, line] of input.lines.entries()) {
      if (claimedBefore.has(line.lineKey)) {
        skipped += 1;
        continue;
      }
      const claimed = await tx
        .insert(bankStatementLines)
        .values({
          id: crypto.randomUUID(),
          companyId: user.companyId,
          lineKey: line.lineKey,
          transactionDate: line.payment.paymentDate,
          amount: line.payment.amount,
          payerName: line.payment.payerName,
          createdBy: user.id,
        })
        .onConflictDoNothing()
        .returning({ id: bankStatementLines.id });
      const claim = claimed[0];
      if (!claim) {
        skipped += 1;
        continue;
      }
      let paymentId: string;
      try {
        // A savepoint inside this transaction: the payment's own checks, locks, statuses and log.
        // The screen listed each line's 前受金 before the user confirmed them all.
        paymentId = (await createPayment(tx as unknown as Db, user, { ...line.payment, confirmAdvance: true })).id;
      } catch (error) {
        if (error instanceof AppError)
          throw new AppError(
            error.status,
            error.code,
            `${index + 1}件目（${line.payment.paymentDate} ${line.payment.payerName}）: ${error.message}`,
          );
        throw error;
      }
      await tx
        .update(bankStatementLines)
        .set({ paymentId })
        .where(and(eq(bankStatementLines.companyId, user.companyId), eq(bankStatementLines.id, claim.id)));
      paymentIds.push(paymentId);
    }
    await recordOperation(tx, actorOf(user), {
      operationType: 'payment.bank-import',
      targetType: 'payment',
      detail: { created: paymentIds.length, skipped, amount: input.lines.reduce((sum, l) => sum + l.payment.amount, 0) },
    });
    return { created: paymentIds.length, skipped, paymentIds };
  });
}

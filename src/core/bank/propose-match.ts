/**
 * Match proposals for the credits of a bank statement: which customer paid and which of its
 * open invoices and 合計請求書 the money settles (both "invoices" below, as for a payment). Rules, strongest first (decision 011):
 * - name: the payer name equals (or begins like) the customer's フリガナ or name, normalised;
 * - amount: one open invoice exactly, or short by a 振込手数料 of ¥110–¥990 (recorded as the fee,
 *   先方負担), or all open invoices together; otherwise oldest first, the last in part;
 * - date: an invoice paid on or before its 支払期限 ranks above one paid late.
 * Without a name fit, an exact amount (or amount + fee) of one invoice alone is proposed, weaker.
 * Lines are proposed in order and an invoice's remainder goes down as lines take it, so two lines
 * never settle the same yen.
 */
import type { BilledKind } from '../payments';
import { keyFit, normalizePayerName } from './payer-name';
import type { StatementLine } from './statement-line';

export const feeRange = { min: 110, max: 990 } as const;

export type MatchCustomer = { id: string; code: string; name: string; kana: string };
export type MatchInvoice = {
  id: string;
  kind: BilledKind;
  customerId: string;
  number: string;
  dueDate: string | null;
  issueDate: string;
  outstanding: number;
};
export type ProposedAllocation = { documentId: string; kind: BilledKind; number: string; amount: number; outstanding: number };
export type Proposal = {
  customerId: string;
  customerName: string;
  fee: number;
  allocations: ProposedAllocation[];
  reasons: string[];
  confidence: 'high' | 'medium' | 'low';
  score: number;
};

const dueOf = (i: MatchInvoice) => i.dueDate ?? i.issueDate;
const inTime = (i: MatchInvoice, date: string) => date <= dueOf(i);
/** Paid in time first, then the oldest due. */
const byPreference = (date: string) => (a: MatchInvoice, b: MatchInvoice) =>
  Number(inTime(b, date)) - Number(inTime(a, date)) || dueOf(a).localeCompare(dueOf(b)) || a.number.localeCompare(b.number);

const allocation = (i: MatchInvoice, amount: number): ProposedAllocation => ({
  documentId: i.id,
  kind: i.kind,
  number: i.number,
  amount,
  outstanding: i.outstanding,
});
const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

/** The best way this customer's open invoices take the amount, with its score and reasons. */
function settle(amount: number, date: string, invoices: MatchInvoice[]) {
  const open = invoices.filter((i) => i.outstanding > 0).sort(byPreference(date));
  const dateReason = (i: MatchInvoice) => (inTime(i, date) ? ['支払期限内'] : ['支払期限後']);
  const exact = open.find((i) => i.outstanding === amount);
  if (exact)
    return {
      fee: 0,
      allocations: [allocation(exact, amount)],
      score: 30 + (inTime(exact, date) ? 10 : 0),
      reasons: ['金額一致', ...dateReason(exact)],
    };
  const short = open.find((i) => i.outstanding - amount >= feeRange.min && i.outstanding - amount <= feeRange.max);
  if (short) {
    const fee = short.outstanding - amount;
    return {
      fee,
      allocations: [allocation(short, short.outstanding)],
      score: 25 + (inTime(short, date) ? 10 : 0),
      reasons: [`振込手数料 ${yen(fee)} 差引`, ...dateReason(short)],
    };
  }
  const total = open.reduce((sum, i) => sum + i.outstanding, 0);
  const shortOfAll = total - amount;
  if (open.length > 1 && (shortOfAll === 0 || (shortOfAll >= feeRange.min && shortOfAll <= feeRange.max)))
    return {
      fee: shortOfAll,
      allocations: open.map((i) => allocation(i, i.outstanding)),
      score: 25,
      reasons: [`${open.length}件の合計と一致`, ...(shortOfAll ? [`振込手数料 ${yen(shortOfAll)} 差引`] : [])],
    };
  // Oldest due first; the last invoice reached is settled in part, anything left is 前受金.
  let left = amount;
  const allocations: ProposedAllocation[] = [];
  for (const invoice of [...open].sort((a, b) => dueOf(a).localeCompare(dueOf(b)))) {
    if (left <= 0) break;
    const part = Math.min(left, invoice.outstanding);
    allocations.push(allocation(invoice, part));
    left -= part;
  }
  const partial = allocations.some((a) => a.amount < a.outstanding);
  const reasons = allocations.length === 0 ? ['未消込の請求書なし（前受金）'] : partial ? ['一部入金'] : [`${yen(left)} は前受金`];
  return { fee: 0, allocations, score: allocations.length ? 5 : 0, reasons };
}

function proposalFor(line: StatementLine, customer: MatchCustomer, fit: 0 | 1 | 2, invoices: MatchInvoice[]): Proposal {
  const s = settle(line.amount, line.date, invoices);
  const nameScore = fit === 2 ? 40 : fit === 1 ? 25 : 0;
  const score = nameScore + s.score;
  const nameReasons = fit === 2 ? ['名義一致'] : fit === 1 ? ['名義部分一致'] : [];
  const confidence = fit > 0 && s.score >= 25 ? 'high' : fit > 0 || s.score >= 30 ? 'medium' : 'low';
  return {
    customerId: customer.id,
    customerName: customer.name,
    fee: s.fee,
    allocations: s.allocations,
    reasons: [...nameReasons, ...s.reasons],
    confidence,
    score,
  };
}

/** Up to `limit` proposals per line, best first; the first is the one proposed. */
export function proposeMatches(lines: StatementLine[], customers: MatchCustomer[], invoices: MatchInvoice[], limit = 5): Proposal[][] {
  const open = new Map<string, MatchInvoice[]>();
  const all: MatchInvoice[] = [];
  for (const invoice of invoices) {
    const copy = { ...invoice };
    all.push(copy);
    open.set(invoice.customerId, [...(open.get(invoice.customerId) ?? []), copy]);
  }
  const invoicesOf = (customerId: string) => open.get(customerId) ?? [];
  const keyed = customers.map((c) => ({ c, keys: [normalizePayerName(c.kana), normalizePayerName(c.name)] }));
  const byId = new Map(customers.map((c) => [c.id, c]));
  return lines.map((line) => {
    const key = normalizePayerName(line.payerName);
    const named = keyed.map(({ c, keys }) => ({ c, fit: keyFit(key, keys) })).filter((x) => x.fit > 0);
    const byName = named.map(({ c, fit }) => proposalFor(line, c, fit, invoicesOf(c.id)));
    // Without a name, only an amount that one invoice alone explains (exactly or less a fee).
    const namedIds = new Set(named.map((x) => x.c.id));
    const owing = new Set(
      all.filter((i) => i.outstanding - line.amount >= 0 && i.outstanding - line.amount <= feeRange.max).map((i) => i.customerId),
    );
    const byAmount = [...owing]
      .filter((id) => !namedIds.has(id))
      .flatMap((id) => {
        const c = byId.get(id);
        return c ? [proposalFor(line, c, 0, invoicesOf(id))] : [];
      })
      .filter((p) => p.allocations.length === 1 && p.score >= 25)
      // Two customers owing that amount and neither named: a guess, never preselected.
      .map((p, _, found) => (found.length > 1 ? { ...p, confidence: 'low' as const } : p));
    const proposals = [...byName, ...byAmount].sort((a, b) => b.score - a.score).slice(0, limit);
    // The proposed one takes its share of the invoices before the next line is proposed.
    const best = proposals[0];
    for (const a of best?.allocations ?? []) {
      const invoice = invoicesOf(best?.customerId ?? '').find((i) => i.id === a.documentId);
      if (invoice) invoice.outstanding -= a.amount;
    }
    return proposals;
  });
}

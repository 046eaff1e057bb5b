import { useState } from 'react';
import { type ChosenLine, chooseLines, unpaidLines } from '@/core/bill-split';
import { formatYen, toHalfWidth } from '@/core/format';
import { type PaymentInput, paymentInput, type UnservedChoice } from '@/core/schemas/table-service';
import { billLines, billTotals, discountProblem, noAdjustments, settlePayments } from '@/core/seat-bill';
import { CheckboxField } from '@/web/components/ui/primitives/checkbox';
import { FormDialog } from '@/web/components/ui/primitives/form-dialog';
import { TextField } from '@/web/components/ui/primitives/text-field';
import { type AdjustmentDraft, emptyAdjustments, PayAdjustments } from './pay-adjustments';
import { PayItemSplit } from './pay-item-split';
import { PayLines } from './pay-lines';
import { PayMethods, type PaymentDraft } from './pay-methods';
import { PaySplit } from './pay-split';
import { type SeatBillDetail, useCloseSeat, useVisitMutations } from './table-service-api';

export type Paid = {
  payment: { total: number; change: number } | null;
  receipt: { id: string; number: string; total: number } | null;
  /** false: a part of a 割り勘 was paid, and more parts are to come. */
  isSeatClosed: boolean;
  /** The part paid was of a split by items (not a 割り勘). */
  isByItems?: boolean;
};

type PayFormProps = {
  bill: SeatBillDetail;
  title: string;
  description: string;
  unserved: UnservedChoice | null;
  onPaid: (paid: Paid) => void;
  onClose: () => void;
};

/** The screen's drafts as the payment the server takes, checked by the same schema (total filled in later). */
function readDrafts(adjustments: AdjustmentDraft, payments: PaymentDraft[]) {
  const discount =
    adjustments.discountKind === 'none'
      ? null
      : { kind: adjustments.discountKind, value: toHalfWidth(adjustments.discountValue.trim()) || '0', reason: adjustments.discountReason };
  return paymentInput.safeParse({
    total: 0,
    discount,
    serviceChargePercent: toHalfWidth(adjustments.serviceCharge.trim()) || 0,
    payments: payments.filter((p) => p.amount.trim() !== '').map((p) => ({ method: p.method, amount: p.amount })),
  });
}

/**
 * The pay screen: the bill's lines (unserved orders as chosen), 割引・割増, the total with its tax as
 * the receipt states it, the payments with お預かり and お釣り, and the 領収書. Every sum comes from
 * core's bill module, the one the server checks the payment with.
 */
export function PayForm({ bill, title, description, unserved, onPaid, onClose }: PayFormProps) {
  const close = useCloseSeat();
  const { cover } = useVisitMutations(bill.seatId);
  const [adjustments, setAdjustments] = useState(emptyAdjustments);
  const [payments, setPayments] = useState<PaymentDraft[]>([{ method: 'cash', amount: '' }]);
  const [wantsReceipt, setWantsReceipt] = useState(false);
  const [addressee, setAddressee] = useState('');
  const [splitDraft, setSplitDraft] = useState('');
  const [byItemsDraft, setByItemsDraft] = useState(false);
  const [picks, setPicks] = useState<ChosenLine[]>([]);

  const orders = unserved === 'cancel' ? bill.orders.filter((o) => o.status !== 'new' && o.status !== 'cooking') : bill.orders;
  // By items, the lines earlier parts paid are off the bill.
  const itemSplit = bill.split?.kind === 'items' ? bill.split : null;
  const lines = unpaidLines(billLines(orders.flatMap((o) => o.items)), itemSplit?.paidLines ?? []);
  const read = readDrafts(adjustments, payments);
  const entered: Omit<PaymentInput, 'total'> | null = read.success ? read.data : null;
  // A 割り勘 under way keeps the 割引・サービス料 of its first part: they are the whole bill's.
  const split = bill.split?.kind === 'even' ? bill.split : null;
  // 品目で分ける: this part is the bill of the lines chosen, with its own 割引・サービス料.
  const byItems = itemSplit !== null || (split === null && byItemsDraft);
  const chosen = byItems ? chooseLines(lines, picks) : null;
  const chosenLines = chosen && 'lines' in chosen ? chosen.lines : [];
  const adjusted = split ? { discount: split.discount, serviceChargePercent: split.serviceChargePercent } : (entered ?? noAdjustments);
  const totals = billTotals(byItems ? chosenLines : lines, adjusted, bill.roundingMode);
  const draftCount = Number(toHalfWidth(splitDraft.trim()));
  const splitCount = byItems
    ? null
    : (split?.count ?? (Number.isInteger(draftCount) && draftCount >= 2 && draftCount <= 20 ? draftCount : null));
  const chosenCount = chosenLines.reduce((n, l) => n + l.quantity, 0);
  const isLastItems = byItems && chosenCount === lines.reduce((n, l) => n + l.quantity, 0);
  const paidParts = split?.paid ?? [];
  const partsLeft = splitCount ? splitCount - paidParts.length : 1;
  const due = splitCount
    ? Math.ceil((totals.total - paidParts.reduce((sum, p) => sum + p.total, 0)) / Math.max(partsLeft, 1))
    : totals.total;
  const settled = entered ? settlePayments(due, entered.payments) : null;
  const problem = !read.success
    ? read.error.issues[0]?.message
    : chosen && 'problem' in chosen
      ? chosen.problem
      : (discountProblem(totals.itemsTotal, entered?.discount ?? null) ?? (settled && 'problem' in settled ? settled.problem : undefined));
  const tendered = entered?.payments.reduce((sum, p) => sum + p.amount, 0) ?? 0;
  const change = settled && 'settlement' in settled ? settled.settlement.change : null;
  const isEmpty = lines.length === 0;

  function splitOf() {
    if (byItems) return { kind: 'items' as const, lines: picks };
    return splitCount ? { kind: 'even' as const, parts: splitCount } : null;
  }

  function handleSubmit() {
    // The problem is shown under the payments; nothing is sent until it is solved.
    if (!isEmpty && (problem || !entered)) return;
    close.mutate(
      {
        seatId: bill.seatId,
        unserved,
        payment: isEmpty || !entered ? null : { ...entered, total: due, split: splitOf() },
        receipt: wantsReceipt && !isEmpty ? { addressee } : null,
      },
      { onSuccess: (closed) => onPaid({ ...closed, isByItems: byItems }) },
    );
  }

  return (
    <FormDialog
      title={title}
      description={description}
      submitLabel={
        byItems && !isLastItems
          ? '選んだ品目を会計する'
          : splitCount && partsLeft > 1
            ? `${paidParts.length + 1}/${splitCount}人目を会計する`
            : '会計済みにする'
      }
      pendingLabel="処理中..."
      form={{ submit: handleSubmit, isPending: close.isPending, formError: close.error }}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <PayLines lines={lines} cover={bill.cover} isCoverPending={cover.isPending} onCoverChange={(q) => cover.mutate(q)} />
      {isEmpty ? (
        <p className="text-sm text-muted-foreground">会計済みにすると、この座席は空席に戻ります。</p>
      ) : (
        <>
          {split ? (
            <p className="text-sm text-muted-foreground">割り勘の途中です。割引・サービス料は1人目の会計で確定しています。</p>
          ) : (
            <PayAdjustments value={adjustments} onChange={setAdjustments} />
          )}
          {split === null && (
            <PayItemSplit
              lines={lines}
              isOn={byItems}
              isLocked={itemSplit !== null}
              picks={picks}
              chosenAmount={chosenLines.reduce((sum, l) => sum + l.amount, 0)}
              onToggle={setByItemsDraft}
              onChange={setPicks}
            />
          )}
          <dl
            aria-label="お会計の合計"
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg bg-muted px-4 py-3 text-sm tabular-nums"
          >
            <dt>小計</dt>
            <dd className="text-right">{formatYen(totals.itemsTotal)}</dd>
            {totals.adjustmentLines.map((l) => (
              <div key={l.name} className="contents">
                <dt>{l.name}</dt>
                <dd className="text-right">{formatYen(l.amount)}</dd>
              </div>
            ))}
            <dt className="pt-1 text-base font-semibold">合計（税込）</dt>
            <dd className="pt-1 text-right text-xl font-semibold">{formatYen(totals.total)}</dd>
            {totals.byRate.map((r) => (
              <dd key={r.taxCategory} className="col-span-2 text-right text-xs text-muted-foreground">
                {`${r.rate}%対象 ${formatYen(r.base + r.tax)}（内消費税 ${formatYen(r.tax)}）`}
              </dd>
            ))}
          </dl>
          {!byItems && (
            <PaySplit
              count={splitCount}
              draft={split ? String(split.count) : splitDraft}
              isLocked={split !== null}
              total={totals.total}
              paid={paidParts.length}
              due={due}
              onChange={setSplitDraft}
            />
          )}
          <PayMethods total={due} value={payments} onChange={setPayments} />
          <dl aria-label="お預かりとお釣り" className="grid grid-cols-[1fr_auto] gap-x-4 text-sm tabular-nums">
            <dt>お預かり</dt>
            <dd className="text-right">{formatYen(tendered)}</dd>
            <dt className="font-semibold">お釣り</dt>
            <dd className="text-right text-lg font-semibold">{change === null ? '—' : formatYen(change)}</dd>
          </dl>
          {problem ? (
            <p role="status" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
          <CheckboxField
            id="pay-receipt"
            label="領収書を発行"
            checked={wantsReceipt}
            onChange={(event) => setWantsReceipt(event.target.checked)}
          />
          {wantsReceipt && (
            <TextField
              id="pay-addressee"
              label="宛名（空欄なら上様）"
              maxLength={100}
              value={addressee}
              onChange={(e) => setAddressee(e.target.value)}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}

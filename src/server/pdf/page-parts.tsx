import { Text, View } from '@react-pdf/renderer';
import type { ComponentProps } from 'react';
import { formatYen } from '@/core/format';
import { s } from './styles';
import type { Words } from './words';

/**
 * Title, number and counterparty at the top of every page after the first, so a loose page
 * still says what it belongs to. A `fixed` element drawn through `render` is laid out again
 * on each page; the column header repeats inside the table instead (see Lines).
 */
export function RunningTitle({
  title,
  counterparty,
  style = s.running,
}: {
  title: string;
  counterparty: string;
  /** Where it sits: a page with other margins (the A5 receipt) places it in its own. */
  style?: ComponentProps<typeof View>['style'];
}) {
  return (
    <View
      style={style}
      fixed
      render={({ pageNumber }) =>
        pageNumber > 1 ? (
          <View style={s.runningTitle}>
            <Text>{title}</Text>
            <Text>{counterparty}</Text>
          </View>
        ) : null
      }
    />
  );
}

/** `2 / 3` at the foot of every page; the letter spacing keeps the spaces visible (and extractable). */
export function PageNumber() {
  return <Text style={s.footer} fixed render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />;
}

/** 下書き across every page of a draft, under the content, so it can never pass for an issued document. */
export function DraftWatermark({ w }: { w: Words }) {
  return (
    <View style={s.watermark} fixed>
      <Text style={[s.watermarkText, w.language === 'ja' ? {} : { fontSize: 56, letterSpacing: 8 }]}>{w.t('下書き', 'DRAFT')}</Text>
    </View>
  );
}

/**
 * The boxed total. At 15 pt the longest amount, `-¥99,999,999,999-(税込)`, is 173 pt wide and
 * the box leaves it 222 pt; past 16 characters it steps down to 13 pt all the same, so that a
 * longer caption or format never breaks the amount over two lines. In English: `¥1,234 (tax incl.)`.
 */
export function AmountBox({ caption, amount, w }: { caption: string; amount: number; w: Words }) {
  const text = w.language === 'en' ? `${formatYen(amount)} (tax incl.)` : `${formatYen(amount)}-(税込)`;
  return (
    <View style={s.totalBox}>
      <Text style={s.totalCaption}>{caption}</Text>
      <Text style={[s.totalAmount, text.length > 16 ? { fontSize: 13 } : {}]}>{text}</Text>
    </View>
  );
}

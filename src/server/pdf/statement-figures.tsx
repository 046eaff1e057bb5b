import { Text, View } from '@react-pdf/renderer';
import type { StatementDetail } from '@/core/api-types';
import { formatYen } from '@/core/format';
import { s } from './styles';

const cell = { flex: 1, textAlign: 'right' as const, paddingHorizontal: 4 };

/**
 * The row every 合計請求書 opens with: 前回請求額 − 入金額 − 返品・値引き = 繰越額, + 今回お買上額 +
 * 消費税 = 今回請求額. 入金額 counts the 振込手数料 the customer deducted, which settled as much;
 * 返品・値引き is what credit notes (適格返還請求書, issued on their own) gave back on earlier statements.
 */
export function StatementFigures({ figures }: { figures: StatementDetail }) {
  const columns: [string, number][] = [
    ['前回請求額', figures.previousBilled],
    ['入金額', figures.received],
    ['返品・値引き', figures.credited],
    ['繰越額', figures.carriedOver],
    ['今回お買上額', figures.purchases],
    ['消費税', figures.tax],
    ['今回請求額', figures.billed],
  ];
  return (
    <View style={{ marginBottom: 10 }} wrap={false}>
      <View style={s.headRow}>
        {columns.map(([label]) => (
          <Text key={label} style={{ ...cell, textAlign: 'center' }}>
            {label}
          </Text>
        ))}
      </View>
      <View style={s.row}>
        {columns.map(([label, value]) => (
          <Text key={label} style={label === '今回請求額' ? { ...cell, fontWeight: 700 } : cell}>
            {formatYen(value)}
          </Text>
        ))}
      </View>
      {figures.received !== 0 && <Text style={s.small}>入金額には振込手数料（貴社ご負担分）を含みます。</Text>}
      {figures.credited !== 0 && <Text style={s.small}>返品・値引きは別途お送りした返還請求書の金額（税込）です。</Text>}
    </View>
  );
}

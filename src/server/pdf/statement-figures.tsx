import { Text, View } from '@react-pdf/renderer';
import type { StatementDetail } from '@/core/api-types';
import { formatYen } from '@/core/format';
import { s } from './styles';
import type { Words } from './words';

const cell = { flex: 1, textAlign: 'right' as const, paddingHorizontal: 4 };

/**
 * The row every 合計請求書 opens with: 前回請求額 − 入金額 − 返品・値引き = 繰越額, + 今回お買上額 +
 * 消費税 = 今回請求額. 入金額 counts the 振込手数料 the customer deducted, which settled as much;
 * 返品・値引き is what credit notes (適格返還請求書, issued on their own) gave back on earlier statements.
 */
export function StatementFigures({ figures, w }: { figures: StatementDetail; w: Words }) {
  const billed = w.head('今回請求額', 'Amount billed');
  const columns: [string, number][] = [
    [w.head('前回請求額', 'Previous billed'), figures.previousBilled],
    [w.head('入金額', 'Received'), figures.received],
    [w.head('返品・値引き', 'Returns'), figures.credited],
    [w.head('繰越額', 'Carried over'), figures.carriedOver],
    [w.head('今回お買上額', 'Purchases'), figures.purchases],
    [w.head('消費税', 'Tax'), figures.tax],
    [billed, figures.billed],
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
          <Text key={label} style={label === billed ? { ...cell, fontWeight: 700 } : cell}>
            {formatYen(value)}
          </Text>
        ))}
      </View>
      {figures.received !== 0 && (
        <Text style={s.small}>
          {w.t('入金額には振込手数料（貴社ご負担分）を含みます。', 'Received includes the bank charges you deducted.')}
        </Text>
      )}
      {figures.credited !== 0 && (
        <Text style={s.small}>
          {w.t(
            '返品・値引きは別途お送りした返還請求書の金額（税込）です。',
            'Returns are the credit notes sent separately (tax included).',
          )}
        </Text>
      )}
    </View>
  );
}

import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { SalesDocument } from '@/core/api-types';
import { formatYen } from '@/core/format';
import { settlementMethodEnglish, settlementMethodLabels } from '@/core/supplied-materials';
import { quantityText } from './quantity-text';
import { s } from './styles';
import type { Words } from './words';

const m = StyleSheet.create({
  section: { marginTop: 12 },
  title: { fontWeight: 700, marginBottom: 2 },
  name: { width: '26%', paddingHorizontal: 3 },
  qty: { width: '9%', textAlign: 'right', paddingRight: 3 },
  price: { width: '12%', textAlign: 'right', paddingRight: 3 },
  amount: { width: '13%', textAlign: 'right', paddingRight: 3 },
  day: { width: '13%', textAlign: 'center' },
  method: { width: '14%', textAlign: 'center' },
});

/**
 * 有償支給原材料 (取適法) in a section of their own under the order: what is supplied for a fee,
 * when, and how and by when the fee is settled — never before the order's 支払期日.
 */
export function SuppliedMaterials({ doc, w }: { doc: SalesDocument; w: Words }) {
  const total = doc.suppliedMaterials.reduce((sum, x) => sum + x.amount, 0);
  return (
    <View style={m.section} wrap={false}>
      <Text style={m.title}>{w.t('有償支給原材料', 'Materials supplied for a fee')}</Text>
      <View style={s.headRow}>
        <Text style={m.name}>{w.head('品名', 'Description')}</Text>
        <Text style={m.qty}>{w.head('数量', 'Qty')}</Text>
        <Text style={m.price}>{w.head('単価', 'Unit price')}</Text>
        <Text style={m.amount}>{w.head('金額', 'Amount')}</Text>
        <Text style={m.day}>{w.head('支給日', 'Supplied on')}</Text>
        <Text style={m.method}>{w.head('決済方法', 'Settlement')}</Text>
        <Text style={m.day}>{w.head('決済期日', 'Settle by')}</Text>
      </View>
      {doc.suppliedMaterials.map((x, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the materials have no id and never reorder within one render.
        <View key={i} style={s.row}>
          <Text style={m.name}>{x.name}</Text>
          <Text style={m.qty}>
            {quantityText(x.quantity)}
            {x.unit}
          </Text>
          <Text style={m.price}>{formatYen(x.unitPrice)}</Text>
          <Text style={m.amount}>{formatYen(x.amount)}</Text>
          <Text style={m.day}>{w.date(x.suppliedDate)}</Text>
          <Text style={m.method}>{w.t(settlementMethodLabels[x.settlementMethod], settlementMethodEnglish[x.settlementMethod])}</Text>
          <Text style={m.day}>{w.date(x.settlementDate)}</Text>
        </View>
      ))}
      <Text style={[s.small, { marginTop: 3 }]}>
        {w.t('有償支給原材料の合計', 'Total of supplied materials')}: {formatYen(total)}
        {'　'}
        {w.t('代金は支払期日より前に相殺・回収しません（取適法）。', 'The fee is not set off or collected before the payment due date.')}
      </Text>
    </View>
  );
}

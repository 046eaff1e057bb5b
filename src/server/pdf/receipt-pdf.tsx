import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { defaultReceiptAddressee, defaultReceiptPurpose, documentNumberLabel } from '@/core/documents';
import { formatYen } from '@/core/format';
import { Issuer, Lines, type PrintableDocument, reducedRateNote, Totals } from './document-pdf';
import { DraftWatermark, PageNumber, RunningTitle } from './page-parts';
import { s } from './styles';
import { documentWords } from './words';

const r = StyleSheet.create({
  page: { ...s.page, paddingTop: 26, paddingBottom: 30, paddingHorizontal: 32 },
  // Above the 26 pt top margin, so that a continuation page's running title clears the lines.
  running: { ...s.running, top: 10, left: 32, right: 32 },
  title: { fontSize: 24, lineHeight: 1.3, fontWeight: 700, textAlign: 'center', letterSpacing: 16, marginBottom: 4 },
  to: {
    fontSize: 14,
    lineHeight: 1.4,
    fontWeight: 700,
    borderBottomWidth: 1,
    borderBottomColor: '#1f2937',
    width: '60%',
    paddingBottom: 2,
  },
  amount: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: '#f3f4f6',
    borderTopWidth: 1.5,
    borderBottomWidth: 1.5,
    borderColor: '#1f2937',
    paddingVertical: 5,
    marginTop: 8,
  },
  amountText: { fontSize: 22, lineHeight: 1.3, fontWeight: 700, letterSpacing: 1 },
  purpose: { fontSize: 10, lineHeight: 1.4, marginTop: 4 },
  bottom: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 4 },
  breakdown: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 8 },
});

/**
 * 領収書 (適格簡易請求書) on A5 landscape, as a Japanese receipt reads: 宛名 様, the big ¥amount-,
 * 但し書き and 「上記正に領収いたしました」, then the breakdown (※ marks 軽減税率) with the amount
 * and tax per rate, and the issuer with 登録番号 and seal.
 */
export function ReceiptPdf({ doc, issuer, logo, seal, dateStyle = 'gregorian' }: PrintableDocument) {
  const w = documentWords(doc, dateStyle);
  const title = w.title('receipt', issuer.registrationNumber);
  const number = documentNumberLabel(doc.number, doc.revision);
  const hasReduced = doc.lines.some((l) => l.kind !== 'heading' && l.taxCategory === 'reduced');
  const name = doc.counterparty?.name ?? doc.counterpartyName;
  // 上様 is itself the honorific; any other name takes 様 (or the customer's 御中).
  const addressee = name === defaultReceiptAddressee || w.language === 'en' ? name : `${name} ${doc.honorific ?? '様'}`;
  // A receipt made from an invoice names the sale it is for; one written at the counter is dated the day paid.
  const transaction = w.transaction(doc);
  const showsTransaction = transaction && (doc.source !== null || doc.transactionDate !== doc.issueDate);
  return (
    <Document title={`${title} ${number}`} author={issuer.name} creator={issuer.name} language={w.language === 'en' ? 'en' : 'ja'}>
      <Page size="A5" orientation="landscape" style={r.page}>
        {doc.status === 'draft' && <DraftWatermark w={w} />}
        <RunningTitle title={`${title} ${number}`} counterparty={addressee} style={r.running} />
        <View style={s.body}>
          <View>
            <Text style={[r.title, w.language === 'ja' ? {} : { letterSpacing: 0 }]}>{title}</Text>
            <View style={s.meta}>
              <Text>No. {number}</Text>
              <Text>{w.date(doc.issueDate)}</Text>
              {showsTransaction && (
                <Text>
                  {transaction.label}: {transaction.text}
                </Text>
              )}
            </View>
          </View>
          <Text style={r.to}>{addressee}</Text>
          <View style={r.amount}>
            <Text style={r.amountText}>{`${formatYen(doc.totals.amountDue)}-`}</Text>
          </View>
          <View style={r.bottom}>
            <View style={{ width: '55%' }}>
              <Text style={r.purpose}>
                {w.t('但し', 'For')} {doc.subject || defaultReceiptPurpose}
              </Text>
              <Text style={r.purpose}>{w.greeting('receipt')}</Text>
              {issuer.registrationNumber !== '' && (
                <Text style={{ marginTop: 4 }}>
                  {w.t('登録番号', 'Registration No.')}: {issuer.registrationNumber}
                </Text>
              )}
            </View>
            <Issuer issuer={issuer} logo={logo} seal={seal} doc={doc} w={w} />
          </View>
          {/* 内訳 beside the amounts per rate, so a short bill stays on one slip. */}
          <View style={r.breakdown}>
            <View style={{ width: '53%' }}>
              <Lines doc={doc} w={w} />
              {hasReduced && <Text style={[s.small, { marginTop: 2 }]}>{reducedRateNote(w)}</Text>}
            </View>
            <Totals doc={doc} w={w} />
          </View>
        </View>
        <PageNumber />
      </Page>
    </Document>
  );
}

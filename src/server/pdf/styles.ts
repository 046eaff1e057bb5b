import { StyleSheet } from '@react-pdf/renderer';
import { fontFamily } from './fonts';

/**
 * A4 portrait in points; the top margin leaves room for the running title of later pages.
 * react-pdf turns a unitless lineHeight into points with the font size of the same style
 * (18 pt when it has none) and children inherit the points: so each style with a lineHeight
 * states its fontSize too. (Body text once inherited 1.4 × 18 = 25 pt lines and a 60-line
 * invoice took four pages.)
 */
export const s = StyleSheet.create({
  page: { fontFamily, fontSize: 9, color: '#1f2937', paddingTop: 48, paddingBottom: 48, paddingHorizontal: 40 },
  // Not on the page: a lineHeight inherited by the page's `fixed` render elements is
  // multiplied again on every page break, and past ~8 pages the coordinates overflow the PDF.
  body: { fontSize: 9, lineHeight: 1.4 },
  running: { position: 'absolute', top: 22, left: 40, right: 40 },
  runningTitle: { flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, color: '#6b7280' },
  footer: { position: 'absolute', bottom: 22, left: 40, right: 40, textAlign: 'center', fontSize: 8, color: '#6b7280', letterSpacing: 1 },
  watermark: { position: 'absolute', top: 0, bottom: 0, left: 0, right: 0, justifyContent: 'center', alignItems: 'center' },
  watermarkText: { fontSize: 120, fontWeight: 700, color: '#dc2626', opacity: 0.12, letterSpacing: 24, transform: 'rotate(-30deg)' },
  title: { fontSize: 20, lineHeight: 1.3, fontWeight: 700, textAlign: 'center', letterSpacing: 8, marginBottom: 14 },
  meta: { position: 'absolute', top: 0, right: 0, fontSize: 8.5, textAlign: 'right' },
  top: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 12 },
  addressee: { width: '55%' },
  addresseeName: {
    fontSize: 13,
    lineHeight: 1.4,
    fontWeight: 700,
    borderBottomWidth: 1,
    borderBottomColor: '#1f2937',
    paddingBottom: 2,
    marginTop: 4,
  },
  small: { fontSize: 8, color: '#4b5563' },
  issuer: { width: '40%', position: 'relative', paddingTop: 4 },
  issuerName: { fontSize: 11, lineHeight: 1.4, fontWeight: 700, marginTop: 2 },
  logo: { maxWidth: 110, maxHeight: 36, objectFit: 'contain', marginBottom: 4 },
  seal: { position: 'absolute', right: 4, top: -18, width: 54, height: 54, objectFit: 'contain', opacity: 0.85 },
  totalBox: {
    flexDirection: 'row',
    alignItems: 'center',
    borderWidth: 1.2,
    borderColor: '#1f2937',
    paddingVertical: 6,
    paddingHorizontal: 10,
    width: '60%',
    marginVertical: 8,
  },
  totalCaption: { fontSize: 11, lineHeight: 1.4, fontWeight: 700, marginRight: 12 },
  totalAmount: { fontSize: 15, lineHeight: 1.4, fontWeight: 700 },
  facts: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 8 },
  fact: { marginRight: 16 },
  headRow: { flexDirection: 'row', backgroundColor: '#374151', color: '#ffffff', fontWeight: 700, paddingVertical: 3 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#d1d5db', paddingVertical: 3, minHeight: 18 },
  headingRow: {
    flexDirection: 'row',
    backgroundColor: '#f3f4f6',
    fontWeight: 700,
    paddingVertical: 3,
    borderBottomWidth: 0.5,
    borderBottomColor: '#d1d5db',
  },
  cNo: { width: '6%', textAlign: 'center' },
  /** 日付 (M/D), only when a line has one; 品名 gives up its width. */
  cDate: { width: '8%', textAlign: 'center' },
  cNameDated: { width: '36%', paddingHorizontal: 3 },
  cName: { width: '44%', paddingHorizontal: 3 },
  cQty: { width: '10%', textAlign: 'right', paddingRight: 3 },
  cUnit: { width: '8%', textAlign: 'center' },
  cPrice: { width: '15%', textAlign: 'right', paddingRight: 3 },
  cAmount: { width: '17%', textAlign: 'right', paddingRight: 4 },
  summary: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 10 },
  summaryLeft: { width: '52%' },
  totals: { width: '44%' },
  totalsRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 2,
    borderBottomWidth: 0.5,
    borderBottomColor: '#d1d5db',
  },
  totalsStrong: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 3,
    fontWeight: 700,
    borderBottomWidth: 1,
    borderBottomColor: '#1f2937',
  },
  box: { borderWidth: 0.8, borderColor: '#9ca3af', padding: 6, marginBottom: 8 },
  boxTitle: { fontWeight: 700, marginBottom: 2 },
});

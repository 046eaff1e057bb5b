import { Document, Image, Page, Text, View } from '@react-pdf/renderer';
import type { CompanyProfile, SalesDocument } from '@/core/api-types';
import { documentNumberLabel, kindInfo, printedTitle } from '@/core/documents';
import { type DateStyle, formatJapaneseDate, formatMonthDay, formatTransactionDate, formatYen } from '@/core/format';
import { taxCategoryLabels } from '@/core/money';
import { AmountBox, DraftWatermark, PageNumber, RunningTitle } from './page-parts';
import { StatementFigures } from './statement-figures';
import { s } from './styles';

export type PdfImage = { data: Buffer; format: 'png' | 'jpg' };
export type PrintableDocument = {
  doc: SalesDocument;
  issuer: CompanyProfile;
  logo: PdfImage | null;
  seal: PdfImage | null;
  /** 帳票設定: 西暦 (2026年11月23日) or 和暦 (令和8年11月23日). */
  dateStyle?: DateStyle;
};

/** Quantities as typed (1.5), grouped by thousands. */
const quantityText = (q: string) => {
  const [whole = '0', fraction] = q.split('.');
  return `${Number(whole).toLocaleString('ja-JP')}${fraction ? `.${fraction}` : ''}`;
};

function Addressee({ doc }: { doc: SalesDocument }) {
  const party = doc.counterparty;
  if (!party) return <View style={s.addressee} />;
  // 御中 for a company or department, 様 for a person — never both.
  const person = party.honorific === '様' ? party.contactPerson : '';
  return (
    <View style={s.addressee}>
      {party.postalCode !== '' && <Text style={s.small}>〒{party.postalCode}</Text>}
      {party.address !== '' && <Text style={s.small}>{party.address}</Text>}
      <Text style={s.addresseeName}>{[party.name, party.department, person, party.honorific].filter(Boolean).join(' ')}</Text>
      {doc.subject !== '' && <Text style={{ marginTop: 8 }}>件名: {doc.subject}</Text>}
      <Text style={{ marginTop: 6 }}>{kindInfo[doc.kind].greeting}</Text>
    </View>
  );
}

export function Issuer({ issuer, logo, seal, doc }: Omit<PrintableDocument, 'doc'> & { doc: SalesDocument }) {
  return (
    <View style={s.issuer}>
      {logo && <Image src={logo} style={s.logo} />}
      <View style={{ position: 'relative' }}>
        <Text style={s.issuerName}>{issuer.name}</Text>
        {/* 印影 overlaps the company name, as a stamped seal does. */}
        {seal && <Image src={seal} style={s.seal} />}
      </View>
      {issuer.storeName !== '' && <Text>{issuer.storeName}</Text>}
      {issuer.postalCode !== '' && <Text style={s.small}>〒{issuer.postalCode}</Text>}
      {issuer.address !== '' && <Text style={s.small}>{issuer.address}</Text>}
      {issuer.phone !== '' && <Text style={s.small}>TEL {issuer.phone}</Text>}
      {issuer.email !== '' && <Text style={s.small}>{issuer.email}</Text>}
      {doc.personInCharge !== '' && <Text style={s.small}>担当: {doc.personInCharge}</Text>}
    </View>
  );
}

/** `fixed` inside the table: repeated at the top of each page the table runs onto, and only there. */
function LineHeader({ hasDates }: { hasDates: boolean }) {
  return (
    <View style={s.headRow} fixed>
      <Text style={s.cNo}>No.</Text>
      {hasDates && <Text style={s.cDate}>日付</Text>}
      <Text style={hasDates ? s.cNameDated : s.cName}>品名</Text>
      <Text style={s.cQty}>数量</Text>
      <Text style={s.cUnit}>単位</Text>
      <Text style={s.cPrice}>単価</Text>
      <Text style={s.cAmount}>金額</Text>
    </View>
  );
}

export function Lines({ doc }: { doc: SalesDocument }) {
  let no = 0;
  // 納品日 per line (a 納品書 turned into a 請求書): a column only when some line has a date.
  const hasDates = doc.lines.some((l) => l.kind !== 'heading' && l.date);
  return (
    <View>
      <LineHeader hasDates={hasDates} />
      {doc.lines.map((line) => {
        if (line.kind === 'heading')
          return (
            <View key={line.id} style={s.headingRow} wrap={false}>
              <Text style={{ paddingHorizontal: 6 }}>{line.name}</Text>
            </View>
          );
        no += 1;
        const mark =
          line.taxCategory === 'reduced' ? ' ※' : line.taxCategory === 'standard' ? '' : ` (${taxCategoryLabels[line.taxCategory]})`;
        return (
          <View key={line.id} style={s.row} wrap={false}>
            <Text style={s.cNo}>{no}</Text>
            {hasDates && <Text style={s.cDate}>{formatMonthDay(line.date)}</Text>}
            <Text style={hasDates ? s.cNameDated : s.cName}>
              {line.name}
              {mark}
            </Text>
            <Text style={s.cQty}>{quantityText(line.quantity)}</Text>
            <Text style={s.cUnit}>{line.unit}</Text>
            <Text style={s.cPrice}>{formatYen(line.unitPrice)}</Text>
            <Text style={s.cAmount}>{formatYen(line.amount)}</Text>
          </View>
        );
      })}
    </View>
  );
}

export function Totals({ doc }: { doc: SalesDocument }) {
  const t = doc.totals;
  const row = (label: string, value: string, strong = false) => (
    <View key={label} style={strong ? s.totalsStrong : s.totalsRow}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
  // 税込 documents print each rate's tax-inclusive amount with the tax it holds (内消費税) and no
  // 税抜 小計, which no column of the lines would add up to.
  const isInclusive = doc.priceMode === 'inclusive';
  const taxWord = isInclusive ? '内消費税' : '消費税';
  // 適格返還請求書: the amount going back per rate (返還額) and the tax it carries.
  const baseWord = doc.kind === 'credit_note' ? '返還額' : '対象';
  return (
    <View style={s.totals} wrap={false}>
      {!isInclusive && row('小計', formatYen(t.subtotal))}
      {t.byRate.map((r) =>
        r.rate === 0
          ? row(r.taxCategory === 'exempt' ? '非課税対象' : '不課税対象', formatYen(r.base))
          : row(
              `${r.rate}%${baseWord}${r.taxCategory === 'reduced' ? '(※)' : ''} ${formatYen(isInclusive ? r.base + r.tax : r.base)}  ${taxWord}`,
              formatYen(r.tax),
            ),
      )}
      {row(taxWord, formatYen(t.tax))}
      {row(
        doc.kind === 'credit_note' ? '返還金額合計' : doc.kind === 'statement' ? '今回お買上額（税込）' : '合計',
        formatYen(t.total),
        true,
      )}
      {t.withholding > 0 && row('源泉徴収税額', formatYen(-t.withholding))}
      {t.withholding > 0 && row('差引請求額', formatYen(t.amountDue), true)}
    </View>
  );
}

function Facts({ doc, dateStyle }: { doc: SalesDocument; dateStyle: DateStyle }) {
  const formatDate = (value: string | null) => formatJapaneseDate(value, dateStyle);
  const facts: [string, string][] = [];
  if (doc.kind === 'quotation') facts.push(['有効期限', formatDate(doc.validUntil)], ['納期', formatDate(doc.deliveryDate)]);
  if (doc.kind === 'invoice' || doc.kind === 'statement') facts.push(['お支払期限', formatDate(doc.dueDate)]);
  if (doc.kind === 'purchase_order')
    facts.push(
      ['納期', formatDate(doc.deliveryDate)],
      ['納品場所', doc.deliveryPlace],
      ['受領日', formatDate(doc.receivedDate)],
      ['検査完了期日', formatDate(doc.inspectionDueDate)],
      ['支払期日', formatDate(doc.dueDate)],
      ['支払方法', doc.paymentMethod],
    );
  if (doc.kind === 'delivery_note') facts.push(['納品日', formatDate(doc.deliveryDate)]);
  // 適格返還請求書: the invoice or 合計請求書 the money goes back on, with the date of that sale.
  if (doc.kind === 'credit_note' && doc.source) {
    const original = formatTransactionDate(doc.source, dateStyle);
    facts.push([
      `元の${kindInfo[doc.source.kind].title}`,
      `${doc.source.number}（${original?.label ?? '取引年月日'} ${original?.text ?? formatDate(doc.source.issueDate)}）`,
    ]);
  }
  const shown = facts.filter(([, v]) => v !== '');
  if (shown.length === 0) return null;
  return (
    <View style={s.facts}>
      {shown.map(([label, value]) => (
        <Text key={label} style={s.fact}>
          {label}: {value}
        </Text>
      ))}
    </View>
  );
}

function Notes({ doc, dateStyle }: { doc: SalesDocument; dateStyle: DateStyle }) {
  const hasReduced = doc.lines.some((l) => l.kind !== 'heading' && l.taxCategory === 'reduced');
  const bank = doc.kind === 'invoice' || doc.kind === 'statement' ? doc.bankAccount : null;
  return (
    <View style={s.summaryLeft}>
      {bank && (
        <View style={s.box} wrap={false}>
          <Text style={s.boxTitle}>振込先</Text>
          <Text>
            {bank.bankName} {bank.branchName} {bank.accountType} {bank.accountNumber}
          </Text>
          <Text>口座名義: {bank.accountHolder}</Text>
          {doc.dueDate && <Text>お支払期限: {formatJapaneseDate(doc.dueDate, dateStyle)}</Text>}
        </View>
      )}
      {(doc.notes !== '' || hasReduced) && (
        <View style={s.box}>
          <Text style={s.boxTitle}>備考</Text>
          {doc.notes !== '' && <Text>{doc.notes}</Text>}
          {hasReduced && <Text>※は軽減税率対象</Text>}
        </View>
      )}
    </View>
  );
}

/**
 * 適格返還請求書: the day of the return or discount — its own 取引年月日 or period, else its issue
 * date (a draft's). The date of the sale it goes back on is the source's, printed in Facts.
 */
function returnDate(doc: SalesDocument, dateStyle: DateStyle) {
  const own = formatTransactionDate(doc, dateStyle);
  if (own?.label === '対象期間') return { label: '返品・値引きの期間', text: own.text };
  return { label: '返品・値引き年月日', text: own?.text ?? formatJapaneseDate(doc.issueDate, dateStyle) };
}

/**
 * A Japanese business document on A4: title, number/date/登録番号 top right, addressee with
 * honorific top left, issuer with seal, boxed total, lines, per-rate totals, notes, and for
 * invoices 振込先 and 支払期限 — the six items of a 適格請求書 included. Drafts carry 下書き
 * across each page, and no seal (render.ts leaves it out).
 */
export function DocumentPdf({ doc, issuer, logo, seal, dateStyle = 'gregorian' }: PrintableDocument) {
  const info = kindInfo[doc.kind];
  const title = printedTitle(doc.kind, issuer.registrationNumber);
  const number = documentNumberLabel(doc.number, doc.revision);
  // A 合計請求書 asks for 今回請求額: what is carried over and this period's sales with their tax.
  const boxed = doc.statement ? doc.statement.billed : doc.kind === 'invoice' ? doc.totals.amountDue : doc.totals.total;
  const transaction = doc.kind === 'credit_note' ? returnDate(doc, dateStyle) : formatTransactionDate(doc, dateStyle);
  // 変換 from a 納品書: the invoice names the delivery it bills.
  const deliveryNote = doc.source?.kind === 'delivery_note' ? doc.source.number : null;
  return (
    <Document title={`${title} ${number}`} author={issuer.name} creator={issuer.name} language="ja">
      <Page size="A4" style={s.page}>
        {doc.status === 'draft' && <DraftWatermark />}
        <RunningTitle title={`${title} ${number}`} counterparty={doc.counterparty?.name ?? ''} />
        <View style={s.body}>
          <View>
            <Text style={s.title}>{title}</Text>
            <View style={s.meta}>
              <Text>No. {number}</Text>
              <Text>発行日: {formatJapaneseDate(doc.issueDate, dateStyle)}</Text>
              {transaction && (
                <Text>
                  {transaction.label}: {transaction.text}
                </Text>
              )}
              {deliveryNote && <Text>納品書番号: {deliveryNote}</Text>}
              {issuer.registrationNumber !== '' && <Text>登録番号: {issuer.registrationNumber}</Text>}
            </View>
          </View>
          <View style={s.top}>
            <Addressee doc={doc} />
            <Issuer issuer={issuer} logo={logo} seal={seal} doc={doc} />
          </View>
          <AmountBox caption={info.totalCaption} amount={boxed} />
          <Facts doc={doc} dateStyle={dateStyle} />
          {doc.statement && <StatementFigures figures={doc.statement} />}
          <Lines doc={doc} />
          <View style={s.summary}>
            <Notes doc={doc} dateStyle={dateStyle} />
            <Totals doc={doc} />
          </View>
        </View>
        <PageNumber />
      </Page>
    </Document>
  );
}

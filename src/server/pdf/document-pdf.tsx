import { Document, Image, Page, Text, View } from '@react-pdf/renderer';
import type { CompanyProfile, SalesDocument } from '@/core/api-types';
import { documentNumberLabel, kindInfo } from '@/core/documents';
import { type DateStyle, formatMonthDay, formatYen } from '@/core/format';
import type { TaxCategory } from '@/core/money';
import { AmountBox, DraftWatermark, PageNumber, RunningTitle } from './page-parts';
import { quantityText } from './quantity-text';
import { StatementFigures } from './statement-figures';
import { s } from './styles';
import { SuppliedMaterials } from './supplied-materials';
import { documentWords, type Words } from './words';

export type PdfImage = { data: Buffer; format: 'png' | 'jpg' };
export type PrintableDocument = {
  doc: SalesDocument;
  issuer: CompanyProfile;
  logo: PdfImage | null;
  seal: PdfImage | null;
  /** 帳票設定: 西暦 (2026年11月23日) or 和暦 (令和8年11月23日). */
  dateStyle?: DateStyle;
};

function Addressee({ doc, w }: { doc: SalesDocument; w: Words }) {
  const party = doc.counterparty;
  if (!party) return <View style={s.addressee} />;
  // 御中 for a company or department, 様 for a person — never both; an English PDF writes neither.
  const person = party.honorific === '様' ? party.contactPerson : '';
  const honorific = w.language === 'en' ? '' : party.honorific;
  return (
    <View style={s.addressee}>
      {party.postalCode !== '' && <Text style={s.small}>〒{party.postalCode}</Text>}
      {party.address !== '' && <Text style={s.small}>{party.address}</Text>}
      <Text style={s.addresseeName}>{[party.name, party.department, person, honorific].filter(Boolean).join(' ')}</Text>
      {doc.subject !== '' && (
        <Text style={{ marginTop: 8 }}>
          {w.t('件名', 'Subject')}: {doc.subject}
        </Text>
      )}
      <Text style={{ marginTop: 6 }}>{w.greeting(doc.kind)}</Text>
    </View>
  );
}

export function Issuer({ issuer, logo, seal, doc, w }: Omit<PrintableDocument, 'doc'> & { doc: SalesDocument; w: Words }) {
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
      {doc.personInCharge !== '' && (
        <Text style={s.small}>
          {w.t('担当', 'Contact')}: {doc.personInCharge}
        </Text>
      )}
    </View>
  );
}

/** 非課税 / 不課税 beside a line, or (`isTotal`) as the row of their amounts. */
function untaxedWord(w: Words, category: TaxCategory, isTotal = false) {
  const exempt = category === 'exempt';
  if (isTotal) return exempt ? w.t('非課税対象', 'Tax exempt') : w.t('不課税対象', 'Not subject to tax');
  return exempt ? w.t('非課税', 'tax exempt') : w.t('不課税', 'not subject to tax');
}

/** `fixed` inside the table: repeated at the top of each page the table runs onto, and only there. */
function LineHeader({ hasDates, w }: { hasDates: boolean; w: Words }) {
  return (
    <View style={s.headRow} fixed>
      <Text style={s.cNo}>No.</Text>
      {hasDates && <Text style={s.cDate}>{w.head('日付', 'Date')}</Text>}
      <Text style={hasDates ? s.cNameDated : s.cName}>{w.head('品名', 'Description')}</Text>
      <Text style={s.cQty}>{w.head('数量', 'Qty')}</Text>
      <Text style={s.cUnit}>{w.head('単位', 'Unit')}</Text>
      <Text style={s.cPrice}>{w.head('単価', 'Unit price')}</Text>
      <Text style={s.cAmount}>{w.head('金額', 'Amount')}</Text>
    </View>
  );
}

export function Lines({ doc, w }: { doc: SalesDocument; w: Words }) {
  let no = 0;
  // 納品日 per line (a 納品書 turned into a 請求書): a column only when some line has a date.
  const hasDates = doc.lines.some((l) => l.kind !== 'heading' && l.date);
  return (
    <View>
      <LineHeader hasDates={hasDates} w={w} />
      {doc.lines.map((line) => {
        if (line.kind === 'heading')
          return (
            <View key={line.id} style={s.headingRow} wrap={false}>
              <Text style={{ paddingHorizontal: 6 }}>{line.name}</Text>
            </View>
          );
        no += 1;
        const mark =
          line.taxCategory === 'reduced' ? ' ※' : line.taxCategory === 'standard' ? '' : ` (${untaxedWord(w, line.taxCategory)})`;
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

export function Totals({ doc, w }: { doc: SalesDocument; w: Words }) {
  const t = doc.totals;
  const row = (label: string, value: string, strong = false) => (
    <View key={label} style={strong ? s.totalsStrong : s.totalsRow}>
      {/* A long English or 日英 label wraps beside its amount instead of pushing it off the row. */}
      <Text style={w.language === 'ja' ? {} : { flex: 1, paddingRight: 4 }}>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
  // 税込 documents print each rate's tax-inclusive amount with the tax it holds (内消費税) and no
  // 税抜 小計, which no column of the lines would add up to.
  const isInclusive = doc.priceMode === 'inclusive';
  const taxWord = isInclusive ? w.t('内消費税', 'tax included') : w.t('消費税', 'tax');
  // 適格返還請求書: the amount going back per rate (返還額) and the tax it carries.
  const isReturn = doc.kind === 'credit_note';
  const rateLabel = (r: (typeof t.byRate)[number]) => {
    const isReduced = r.taxCategory === 'reduced';
    const ja = `${r.rate}%${isReturn ? '返還額' : '対象'}${isReduced ? '(※)' : ''}`;
    const en = `${r.rate}% ${isReturn ? 'returned' : 'subject'}${isReduced ? ' (reduced rate ※)' : ''}`;
    const base = formatYen(isInclusive ? r.base + r.tax : r.base);
    if (w.language === 'ja') return `${ja} ${base}  ${taxWord}`;
    return w.language === 'en' ? `${en} ${base}, ${taxWord}` : `${ja} / ${en} ${base},\n${taxWord}`;
  };
  return (
    <View style={s.totals} wrap={false}>
      {!isInclusive && row(w.t('小計', 'Subtotal'), formatYen(t.subtotal))}
      {t.byRate.map((r) =>
        r.rate === 0 ? row(untaxedWord(w, r.taxCategory, true), formatYen(r.base)) : row(rateLabel(r), formatYen(r.tax)),
      )}
      {row(isInclusive ? w.t('内消費税', 'Tax included') : w.t('消費税', 'Tax'), formatYen(t.tax))}
      {row(
        isReturn
          ? w.t('返還金額合計', 'Total refunded')
          : doc.kind === 'statement'
            ? w.t('今回お買上額（税込）', 'Purchases this period (incl. tax)')
            : w.t('合計', 'Total'),
        formatYen(t.total),
        true,
      )}
      {t.withholding > 0 && row(w.t('源泉徴収税額', 'Withholding tax'), formatYen(-t.withholding))}
      {t.withholding > 0 && row(w.t('差引請求額', 'Amount due after withholding'), formatYen(t.amountDue), true)}
    </View>
  );
}

function Facts({ doc, w }: { doc: SalesDocument; w: Words }) {
  const facts: [string, string][] = [];
  const dueWord = w.t('お支払期限', 'Payment due');
  if (doc.kind === 'quotation')
    facts.push([w.t('有効期限', 'Valid until'), w.date(doc.validUntil)], [w.t('納期', 'Delivery date'), w.date(doc.deliveryDate)]);
  if (doc.kind === 'invoice' || doc.kind === 'statement') facts.push([dueWord, w.date(doc.dueDate)]);
  if (doc.kind === 'purchase_order')
    facts.push(
      [w.t('納期', 'Delivery date'), w.date(doc.deliveryDate)],
      [w.t('納品場所', 'Place of delivery'), doc.deliveryPlace],
      [w.t('受領日', 'Date of receipt'), w.date(doc.receivedDate)],
      [w.t('検査完了期日', 'Inspection completed by'), w.date(doc.inspectionDueDate)],
      [w.t('支払期日', 'Payment due date'), w.date(doc.dueDate)],
      [w.t('支払方法', 'Payment method'), doc.paymentMethod],
    );
  if (doc.kind === 'delivery_note') facts.push([w.t('納品日', 'Delivery date'), w.date(doc.deliveryDate)]);
  // 適格返還請求書: the invoice or 合計請求書 the money goes back on, with the date of that sale.
  if (doc.kind === 'credit_note' && doc.source) {
    const original = w.transaction(doc.source);
    const sourceTitle = w.t(
      `元の${kindInfo[doc.source.kind].title}`,
      doc.source.kind === 'statement' ? 'Original statement' : 'Original invoice',
    );
    const [open, close] = w.language === 'ja' ? ['（', '）'] : [' (', ')'];
    facts.push([
      sourceTitle,
      `${doc.source.number}${open}${original?.label ?? w.t('取引年月日', 'Transaction date')} ${original?.text ?? w.date(doc.source.issueDate)}${close}`,
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

function Notes({ doc, w }: { doc: SalesDocument; w: Words }) {
  const hasReduced = doc.lines.some((l) => l.kind !== 'heading' && l.taxCategory === 'reduced');
  const bank = doc.kind === 'invoice' || doc.kind === 'statement' ? doc.bankAccount : null;
  return (
    <View style={s.summaryLeft}>
      {bank && (
        <View style={s.box} wrap={false}>
          <Text style={s.boxTitle}>{w.t('振込先', 'Bank account')}</Text>
          <Text>
            {bank.bankName} {bank.branchName} {bank.accountType} {bank.accountNumber}
          </Text>
          <Text>
            {w.t('口座名義', 'Account holder')}: {bank.accountHolder}
          </Text>
          {doc.dueDate && (
            <Text>
              {w.t('お支払期限', 'Payment due')}: {w.date(doc.dueDate)}
            </Text>
          )}
        </View>
      )}
      {(doc.notes !== '' || hasReduced) && (
        <View style={s.box}>
          <Text style={s.boxTitle}>{w.t('備考', 'Notes')}</Text>
          {doc.notes !== '' && <Text>{doc.notes}</Text>}
          {hasReduced && <Text>{reducedRateNote(w)}</Text>}
        </View>
      )}
    </View>
  );
}

export const reducedRateNote = (w: Words) => w.t('※は軽減税率対象', '※ Reduced tax rate (8%) items');

/**
 * 適格返還請求書: the day of the return or discount — its own 取引年月日 or period, else its issue
 * date (a draft's). The date of the sale it goes back on is the source's, printed in Facts.
 */
function returnDate(doc: SalesDocument, w: Words) {
  const own = w.transaction(doc);
  const isPeriod = Boolean(doc.periodFrom && doc.periodTo);
  if (own && isPeriod) return { label: w.t('返品・値引きの期間', 'Period of return or discount'), text: own.text };
  return { label: w.t('返品・値引き年月日', 'Date of return or discount'), text: own?.text ?? w.date(doc.issueDate) };
}

/**
 * A Japanese business document on A4: title, number/date/登録番号 top right, addressee with
 * honorific top left, issuer with seal, boxed total, lines, per-rate totals, notes, and for
 * invoices 振込先 and 支払期限 — the six items of a 適格請求書 included, in Japanese, English or
 * both (words.ts). Drafts carry 下書き across each page, and no seal (render.ts leaves it out).
 */
export function DocumentPdf({ doc, issuer, logo, seal, dateStyle = 'gregorian' }: PrintableDocument) {
  const w = documentWords(doc, dateStyle);
  const title = w.title(doc.kind, issuer.registrationNumber);
  const number = documentNumberLabel(doc.number, doc.revision);
  // A 合計請求書 asks for 今回請求額: what is carried over and this period's sales with their tax.
  const boxed = doc.statement ? doc.statement.billed : doc.kind === 'invoice' ? doc.totals.amountDue : doc.totals.total;
  const transaction = doc.kind === 'credit_note' ? returnDate(doc, w) : w.transaction(doc);
  // 変換 from a 納品書: the invoice names the delivery it bills.
  const deliveryNote = doc.source?.kind === 'delivery_note' ? doc.source.number : null;
  return (
    <Document title={`${title} ${number}`} author={issuer.name} creator={issuer.name} language={w.language === 'en' ? 'en' : 'ja'}>
      <Page size="A4" style={s.page}>
        {doc.status === 'draft' && <DraftWatermark w={w} />}
        <RunningTitle title={`${title} ${number}`} counterparty={doc.counterparty?.name ?? ''} />
        <View style={s.body}>
          <View>
            <Text style={[s.title, w.language === 'ja' ? {} : { letterSpacing: 0, marginBottom: 6 }]}>{title}</Text>
            {/* A longer English or 日英 title would run under the number and dates: they go below it. */}
            <View style={[s.meta, w.language === 'ja' ? {} : { position: 'relative', alignSelf: 'flex-end', marginBottom: 6 }]}>
              <Text>No. {number}</Text>
              <Text>
                {w.t('発行日', 'Date of issue')}: {w.date(doc.issueDate)}
              </Text>
              {transaction && (
                <Text>
                  {transaction.label}: {transaction.text}
                </Text>
              )}
              {deliveryNote && (
                <Text>
                  {w.t('納品書番号', 'Delivery note No.')}: {deliveryNote}
                </Text>
              )}
              {issuer.registrationNumber !== '' && (
                <Text>
                  {w.t('登録番号', 'Registration No.')}: {issuer.registrationNumber}
                </Text>
              )}
            </View>
          </View>
          <View style={s.top}>
            <Addressee doc={doc} w={w} />
            <Issuer issuer={issuer} logo={logo} seal={seal} doc={doc} w={w} />
          </View>
          <AmountBox caption={w.totalCaption(doc.kind)} amount={boxed} w={w} />
          <Facts doc={doc} w={w} />
          {doc.statement && <StatementFigures figures={doc.statement} w={w} />}
          <Lines doc={doc} w={w} />
          <View style={s.summary}>
            <Notes doc={doc} w={w} />
            <Totals doc={doc} w={w} />
          </View>
          {doc.kind === 'purchase_order' && doc.suppliedMaterials.length > 0 && <SuppliedMaterials doc={doc} w={w} />}
        </View>
        <PageNumber />
      </Page>
    </Document>
  );
}

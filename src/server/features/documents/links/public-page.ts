import type { SalesDocument } from '@/core/contracts/documents';
import { kindInfo } from '@/core/documents';
import { formatDate, formatYen } from '@/core/format';
import { taxCategoryLabels } from '@/core/money';

/**
 * The customer's pages of Web送付 (decision 025): plain HTML written by the server, no script and
 * no back-office bundle, readable on a phone, light or dark as the device is. Nothing on them
 * names an internal id: documents are addressed by the link's token and, in これまでの書類, by
 * the id of another link of the same customer.
 */

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const style = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--fg:#1a1d23;--muted:#4b5563;--line:#d1d5db;--accent:#1d4ed8;--accent-fg:#fff;--ok:#166534}
@media (prefers-color-scheme:dark){:root{--bg:#111318;--card:#1b1e25;--fg:#f3f4f6;--muted:#c2c7d0;--line:#3a3f4b;--accent:#93b4ff;--accent-fg:#0b1020;--ok:#86efac}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,"Noto Sans JP",sans-serif}
header,main,footer{max-width:52rem;margin:0 auto;padding:1rem}header{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap}
header p{margin:0;font-weight:700}a{color:var(--accent)}
section{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1rem;margin-bottom:1rem;overflow-wrap:anywhere}
h1{font-size:1.4rem;margin:0 0 .5rem}h2{font-size:1.1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{color:var(--muted)}dd{margin:0}
.total{font-size:1.3rem;font-weight:700;margin:.75rem 0}
.table{overflow-x:auto}table{border-collapse:collapse;width:100%;min-width:0}th,td{padding:.4rem .5rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.button{display:inline-block;padding:.6rem 1rem;border-radius:.5rem;border:1px solid var(--accent);background:var(--accent);color:var(--accent-fg);font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
.button.secondary{background:transparent;color:var(--accent)}
.done{color:var(--ok);font-weight:700}
label{display:block;font-weight:700;margin-top:.75rem}input,textarea{width:100%;font:inherit;padding:.5rem;border:1px solid var(--muted);border-radius:.5rem;background:var(--card);color:var(--fg)}
.note{color:var(--muted);font-size:.9rem}[role=alert],[role=status]{font-weight:700}
`;

export function pageHtml(title: string, brand: string, body: string): string {
  return `<!doctype html><html lang="ja"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><meta name="robots" content="noindex" /><title>${escapeHtml(title)}</title><style>${style}</style></head><body><header><p>${escapeHtml(brand)}</p></header><main>${body}</main></body></html>`;
}

/** One page for every link that does not open: unknown, expired, revoked or on another host. */
export const notFoundHtml = pageHtml(
  'ページが見つかりません',
  '書類のご確認',
  '<section><h1>ページが見つかりません</h1><p>このリンクは無効か、有効期限が切れています。書類の送り主にお問い合わせください。</p></section>',
);

export const tooManyHtml = pageHtml(
  'アクセスが集中しています',
  '書類のご確認',
  '<section><h1>アクセスが集中しています</h1><p role="alert">しばらく待ってから、もう一度お試しください。</p></section>',
);

const lineRow = (line: SalesDocument['lines'][number], amount: number) =>
  line.kind === 'heading'
    ? `<tr><th scope="row" colspan="4">${escapeHtml(line.name)}</th></tr>`
    : `<tr><td>${escapeHtml(line.name)}${line.taxCategory === 'reduced' ? ' ※' : ''}</td><td class="num">${escapeHtml(line.kind === 'discount' ? '' : `${line.quantity}${line.unit}`)}</td><td class="num">${line.kind === 'discount' ? '' : formatYen(line.unitPrice)}</td><td class="num">${formatYen(amount)}</td></tr>`;

export type DocumentPageInput = {
  doc: SalesDocument;
  /** The page's own path (`/d/<token>` or `/d/<token>/o/<ref>`). */
  path: string;
  /** The link's home: これまでの書類 and the message form hang off it. */
  home: string;
  receivedAt: Date | null;
  notice?: string;
};

/** One document: its key facts, lines and totals, the PDF kept at issue, 受領しました, and the way to ask. */
export function documentPageHtml({ doc, path, home, receivedAt, notice }: DocumentPageInput): string {
  const info = kindInfo[doc.kind];
  const issuer = doc.issuer?.name ?? '';
  const facts: [string, string][] = [
    ['書類番号', doc.numberLabel],
    ['発行日', formatDate(doc.issueDate)],
    [info.counterpartyLabel, `${doc.counterpartyName} ${doc.honorific ?? ''}`.trim()],
    ['発行元', issuer],
    ...(doc.subject ? [['件名', doc.subject] as [string, string]] : []),
    ...(doc.dueDate ? [['お支払期限', formatDate(doc.dueDate)] as [string, string]] : []),
    ...(doc.validUntil ? [['有効期限', formatDate(doc.validUntil)] as [string, string]] : []),
  ];
  const rates = doc.totals.byRate
    .filter((r) => r.base !== 0 || r.tax !== 0)
    .map((r) => `<dt>${escapeHtml(taxCategoryLabels[r.taxCategory])}対象</dt><dd>${formatYen(r.base)}（消費税 ${formatYen(r.tax)}）</dd>`)
    .join('');
  const received = receivedAt
    ? `<p class="done" role="status">受領済み（${escapeHtml(formatDate(receivedAt, true))}）</p>`
    : `<form method="post" action="${escapeHtml(path)}/received"><button class="button" type="submit">受領しました</button></form>`;
  const body = `
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<section aria-labelledby="doc-title"><h1 id="doc-title">${escapeHtml(info.title)}</h1>
<dl>${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>
<p class="total">${escapeHtml(info.totalCaption)} ${formatYen(doc.totals.amountDue)}（税込）</p>
<div class="actions"><a class="button secondary" href="${escapeHtml(path)}/pdf" download>PDFをダウンロード</a>${received}</div>
</section>
<section aria-labelledby="lines-title"><h2 id="lines-title">明細</h2><div class="table"><table><thead><tr><th scope="col">品名</th><th scope="col" class="num">数量</th><th scope="col" class="num">単価</th><th scope="col" class="num">金額</th></tr></thead><tbody>
${doc.lines.map((line, i) => lineRow(line, doc.totals.lineAmounts[i] ?? line.amount)).join('')}
</tbody></table></div>
<dl style="margin-top:.75rem"><dt>小計</dt><dd>${formatYen(doc.totals.subtotal)}</dd>${rates}<dt>消費税</dt><dd>${formatYen(doc.totals.tax)}</dd><dt>合計</dt><dd>${formatYen(doc.totals.total)}</dd>${doc.totals.withholding ? `<dt>源泉徴収税</dt><dd>${formatYen(-doc.totals.withholding)}</dd>` : ''}</dl>
${doc.lines.some((l) => l.taxCategory === 'reduced') ? '<p class="note">※は軽減税率（8%）対象です。</p>' : ''}
${doc.notes ? `<h2>備考</h2><p style="white-space:pre-wrap">${escapeHtml(doc.notes)}</p>` : ''}
</section>
<nav aria-label="書類" class="actions"><a href="${escapeHtml(home)}/documents">これまでの書類</a><a href="${escapeHtml(home)}/message">お問い合わせ</a></nav>`;
  return pageHtml(`${info.title} ${doc.numberLabel}`, issuer, body);
}

export type PortalRow = {
  ref: string;
  kindTitle: string;
  numberLabel: string;
  issueDate: string;
  total: number;
  subject: string;
  isReceived: boolean;
};

/** これまでの書類: the customer's documents sent by link, newest first. */
export function portalPageHtml({
  home,
  issuer,
  counterparty,
  rows,
}: {
  home: string;
  issuer: string;
  counterparty: string;
  rows: PortalRow[];
}) {
  const body = `
<section aria-labelledby="portal-title"><h1 id="portal-title">これまでの書類</h1><p>${escapeHtml(counterparty)} 様にお送りした書類です（有効期限内のもの）。</p>
<div class="table"><table><thead><tr><th scope="col">書類</th><th scope="col">発行日</th><th scope="col" class="num">金額</th><th scope="col">受領</th></tr></thead><tbody>
${rows
  .map(
    (r) =>
      `<tr><td><a href="${escapeHtml(r.ref ? `${home}/o/${r.ref}` : home)}">${escapeHtml(`${r.kindTitle} ${r.numberLabel}`)}</a>${r.subject ? `<br /><span class="note">${escapeHtml(r.subject)}</span>` : ''}</td><td>${escapeHtml(formatDate(r.issueDate))}</td><td class="num">${formatYen(r.total)}</td><td>${r.isReceived ? '受領済み' : '未受領'}</td></tr>`,
  )
  .join('')}
</tbody></table></div></section>
<nav aria-label="書類" class="actions"><a href="${escapeHtml(home)}">最初の書類に戻る</a><a href="${escapeHtml(home)}/message">お問い合わせ</a></nav>`;
  return pageHtml('これまでの書類', issuer, body);
}

/** お問い合わせ: to the member who sent the document; the answer comes by mail when an address is given. */
export function messagePageHtml({ home, issuer, notice, error }: { home: string; issuer: string; notice?: string; error?: string }) {
  const body = `
<section aria-labelledby="message-title"><h1 id="message-title">お問い合わせ</h1>
<p>書類についてのご質問・ご連絡を${escapeHtml(issuer)}の担当者にお送りします。返信をご希望の場合はメールアドレスをご入力ください。</p>
${notice ? `<p role="status" class="done">${escapeHtml(notice)}</p>` : ''}${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(home)}/message">
<label for="message-name">お名前</label><input id="message-name" name="name" autocomplete="name" maxlength="100" />
<label for="message-email">メールアドレス</label><input id="message-email" name="email" type="email" autocomplete="email" maxlength="254" />
<label for="message-body">お問い合わせ内容（必須）</label><textarea id="message-body" name="message" rows="6" required maxlength="2000"></textarea>
<p><button class="button" type="submit">送信する</button></p>
</form></section>
<nav aria-label="書類" class="actions"><a href="${escapeHtml(home)}">書類に戻る</a><a href="${escapeHtml(home)}/documents">これまでの書類</a></nav>`;
  return pageHtml('お問い合わせ', issuer, body);
}

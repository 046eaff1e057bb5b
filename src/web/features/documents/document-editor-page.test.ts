import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DocumentContext, SalesDocument } from '@/core/contracts/documents';
import { DocumentEditorPage } from './document-editor-page';

const context = {
  roundingMode: 'round',
  bankAccounts: [
    { id: 'b1', bankName: 'A銀行', branchName: '本店', accountType: '普通', accountNumber: '1234567', accountHolder: 'X', isDefault: true },
  ],
  defaultNotes: 'お振込手数料はご負担ください。',
  today: '2026-11-03',
} as DocumentContext;

const draft = {
  id: 'd1',
  isFrozen: false,
  numberLabel: '(未採番)',
  issueDate: '2026-11-01',
  customerId: 'c1',
  counterpartyName: '仕入先A',
  honorific: '御中',
  subject: '部品',
  personInCharge: '',
  validUntil: null,
  deliveryDate: '2026-11-10',
  dueDate: '2027-01-31',
  deliveryPlace: '',
  receivedDate: null,
  inspectionDueDate: null,
  paymentMethod: '',
  priceMode: 'exclusive',
  bankAccountId: null,
  notes: '',
  memo: '',
  pdfLanguage: null,
  suppliedMaterials: [] as SalesDocument['suppliedMaterials'],
  lines: [
    { id: 'l1', kind: 'item', productId: null, code: '', name: '作業', quantity: '1.5', unit: '時間', unitPrice: 8333 },
    { id: 'l2', kind: 'item', productId: null, code: '', name: '弁当', quantity: '2', unit: '個', unitPrice: 500, taxCategory: 'reduced' },
  ].map((l) => ({ taxCategory: 'standard', isWithholding: false, amount: 0, ...l })),
} as SalesDocument;

/** The page as the server would render it, with the API's answers already in the cache; text only. */
function renderPage(path: string, cache: [readonly unknown[], unknown][]) {
  const client = new QueryClient();
  for (const [key, value] of cache) client.setQueryData(key, value);
  const router = createMemoryRouter(
    ['/:kind/new', '/:kind/:id/edit'].map((route) => ({ path: route, Component: DocumentEditorPage })),
    { initialEntries: [path] },
  );
  const html = renderToString(h(QueryClientProvider, { client }, h(RouterProvider, { router })));
  return {
    html,
    text: html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  };
}

describe('document editor page', () => {
  it('opens a new invoice with today, the default notes and bank account, and one empty line', () => {
    const { html, text } = renderPage('/sales/new', [[['documents', 'invoice', 'context'], context]]);
    expect(text).toContain('請求書の作成');
    expect(text).toContain('請求先');
    expect(html).toContain('value="2026-11-03"');
    expect(html).toMatch(/<option value="b1" selected="">A銀行 本店 普通 1234567<\/option>/);
    expect(text).toContain('お振込手数料はご負担ください。');
    expect(html).toContain('aria-label="1行目の品名"');
    expect(html).not.toContain('aria-label="2行目の品名"');
    expect(text).toContain('源泉');
  });

  it('shows a draft purchase order with live totals from the money module and the 60-day warning', () => {
    const { text } = renderPage('/purchase/d1/edit', [
      [['documents', 'purchase_order', 'context'], context],
      [['documents', 'purchase_order', 'one', 'd1'], draft],
    ]);
    // 11/10 is day 1, so 1/8 is the 60th day; 1/31 is past it.
    expect(text).toContain('支払期日（2027/01/31）が納期（2026/11/10）から60日を超えています');
    expect(text).toContain('60日以内（2027/01/08まで）');
    expect(text).toMatch(/受領日 .*検査完了期日 支払期日 支払方法/);
    // 1.5 × ¥8,333 = 12,499.5 → ¥12,500 when rounding; tax once per rate: 1,250 + 80.
    expect(text).toContain('¥12,500');
    expect(text).toContain('8%対象 ※');
    expect(text).toMatch(/合計 ¥14,830/);
    expect(text).not.toContain('源泉');
    expect(text).toContain('PDFの言語');
    expect(text).toContain('有償支給原材料を追加');
  });

  it('shows a purchase order’s 有償支給原材料 with their settlement', () => {
    const material = { name: '鋼材', quantity: '20', unit: 'kg', unitPrice: 350, amount: 7000, suppliedDate: '2026-11-05' };
    const { text } = renderPage('/purchase/d1/edit', [
      [['documents', 'purchase_order', 'context'], context],
      [
        ['documents', 'purchase_order', 'one', 'd1'],
        { ...draft, pdfLanguage: 'en', suppliedMaterials: [{ ...material, settlementMethod: 'separate', settlementDate: '2027-01-31' }] },
      ],
    ]);
    expect(text).toContain('支給品 1');
    expect(text).toContain('決済期日');
    expect(text).toContain('代金の決済期日は支払期日より前にできません');
  });

  it.each([
    ['credit_note', '/credit-note', ['件名', '取引年月日']],
    ['receipt', '/receipt', ['宛名（取引先を選ばない場合）', '但し書き', '取引年月日']],
  ] as const)('shows a %s only its own fields, none of the 発注書 terms', (kind, path, own) => {
    const { text } = renderPage(`${path}/d1/edit`, [
      [['documents', kind, 'context'], context],
      [['documents', kind, 'one', 'd1'], { ...draft, kind, dueDate: null }],
    ]);
    for (const label of own) expect(text).toContain(label);
    for (const label of ['納期', '納品場所', '受領日', '検査完了期日', '支払期日', '支払方法', '支払期限', '振込先', '有効期限'])
      expect(text).not.toContain(label);
  });

  it('shows a 税込 draft with the tax it holds (内消費税), 不課税 apart', () => {
    const lines = [
      { id: 'l1', kind: 'item', productId: null, code: '', name: '作業', quantity: '1', unit: '式', unitPrice: 1100 },
      {
        id: 'l2',
        kind: 'item',
        productId: null,
        code: '',
        name: '立替金',
        quantity: '1',
        unit: '',
        unitPrice: 500,
        taxCategory: 'outside',
      },
    ].map((l) => ({ taxCategory: 'standard', isWithholding: false, amount: 0, ...l }));
    const { text } = renderPage('/sales/d1/edit', [
      [['documents', 'invoice', 'context'], context],
      [['documents', 'invoice', 'one', 'd1'], { ...draft, kind: 'invoice', priceMode: 'inclusive', lines }],
    ]);
    // 1,100 × 10/110 = 100 held; 税抜 1,000 + 不課税 500; 合計 = the lines, 1,600.
    expect(text).toContain('10%対象 ¥1,100 内消費税 ¥100');
    expect(text).toContain('不課税 ¥500');
    expect(text).toMatch(/内消費税 ¥100 税抜金額 ¥1,500 合計 ¥1,600/);
    expect(text).not.toContain('小計');
  });

  it('refuses to edit an issued document and points to the detail page', () => {
    const { html, text } = renderPage('/quotation/d1/edit', [
      [['documents', 'quotation', 'context'], context],
      [['documents', 'quotation', 'one', 'd1'], { ...draft, isFrozen: true }],
    ]);
    expect(text).toContain('発行済みの帳票は編集できません。詳細画面の「修正」から修正版を作成してください。');
    expect(html).toContain('href="/quotation/d1"');
    expect(html).not.toContain('下書き保存');
  });
});

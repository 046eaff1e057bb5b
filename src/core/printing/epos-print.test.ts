import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { PrintableReceipt } from '../contracts/printing';
import {
  displayWidth,
  eposNamespace,
  eposRequestBody,
  eposServiceUrl,
  type PaperWidth,
  type PrintCommand,
  paperColumns,
  parseEposResponse,
  wrapText,
} from './epos-print';
import { kitchenTicket, ticketsByStation } from './kitchen-ticket';
import { receiptCommands } from './receipt';

/**
 * The elements and attribute values of the Epson ePOS-Print XML reference this product may send:
 * the children `<epos-print>` allows, and for the ones used, each attribute and its values.
 */
const eposChildren = [
  'text',
  'feed',
  'image',
  'logo',
  'barcode',
  'symbol',
  'hline',
  'vline-begin',
  'vline-end',
  'page',
  'cut',
  'pulse',
  'sound',
  'command',
  'layout',
];
const scale = ['1', '2', '3', '4', '5', '6', '7', '8'];
const bool = ['true', 'false'];
const allowedAttributes: Record<string, Record<string, (v: string) => boolean>> = {
  text: {
    lang: (v) => ['en', 'ja', 'zh-cn', 'zh-tw', 'ko', 'th', 'vi', 'multi'].includes(v),
    font: (v) => ['font_a', 'font_b', 'font_c', 'font_d', 'font_e', 'special_a', 'special_b'].includes(v),
    smooth: (v) => bool.includes(v),
    dw: (v) => bool.includes(v),
    dh: (v) => bool.includes(v),
    width: (v) => scale.includes(v),
    height: (v) => scale.includes(v),
    reverse: (v) => bool.includes(v),
    ul: (v) => bool.includes(v),
    em: (v) => bool.includes(v),
    align: (v) => ['left', 'center', 'right'].includes(v),
  },
  feed: { line: (v) => /^\d+$/.test(v) && Number(v) <= 255, unit: (v) => /^\d+$/.test(v) && Number(v) <= 255 },
  cut: { type: (v) => ['no_feed', 'feed', 'reserve', 'full_cut_no_feed', 'full_cut_feed', 'full_cut_reserve'].includes(v) },
};

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  trimValues: false,
  htmlEntities: true,
});

/** The `<epos-print>` of a request body, checked against the reference; answers its elements in order. */
function printDocument(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  const tree = parser.parse(body) as Node[];
  const envelope = tree.find((n) => 's:Envelope' in n) as Node;
  expect(envelope[':@']).toEqual({ 'xmlns:s': 'http://schemas.xmlsoap.org/soap/envelope/' });
  const bodyNode = (envelope['s:Envelope'] as Node[]).find((n) => 's:Body' in n) as Node;
  const [root, ...rest] = bodyNode['s:Body'] as Node[];
  expect(rest).toEqual([]);
  expect(Object.keys(root ?? {}).filter((k) => k !== ':@')).toEqual(['epos-print']);
  expect(root?.[':@']).toEqual({ xmlns: eposNamespace });
  return ((root as Node)['epos-print'] as Node[]).map((node) => {
    const [name] = Object.keys(node).filter((k) => k !== ':@') as [string];
    expect(eposChildren).toContain(name);
    const attributes = node[':@'] ?? {};
    for (const [attribute, value] of Object.entries(attributes)) {
      expect(allowedAttributes[name]?.[attribute], `${name} ${attribute}`).toBeDefined();
      expect(allowedAttributes[name]?.[attribute]?.(value), `${name} ${attribute}="${value}"`).toBe(true);
    }
    const content = (node[name] as { '#text'?: string }[]).map((t) => t['#text'] ?? '').join('');
    return { name, attributes, content };
  });
}

/** Every printed line fits the paper at its character width, and ends with its line feed. */
function expectLinesFit(body: string, paper: PaperWidth) {
  const elements = printDocument(body);
  const texts = elements.filter((e) => e.name === 'text');
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text.attributes.lang).toBe('ja');
    expect(text.content.endsWith('\n')).toBe(true);
    const line = text.content.slice(0, -1);
    expect(displayWidth(line) * Number(text.attributes.width), line).toBeLessThanOrEqual(paperColumns[paper]);
  }
  expect(elements.at(-1)).toEqual({ name: 'cut', attributes: { type: 'feed' }, content: '' });
  return texts.map((t) => t.content.slice(0, -1));
}

const order = {
  id: 'o1',
  orderNo: '1764321900123',
  seatName: 'カウンター12番',
  createdAt: Date.UTC(2026, 10, 28, 10, 5),
  note: 'アレルギー: えび・かにを抜いてください。取り皿を3枚お願いします',
  items: [
    { itemId: 'edamame', name: '枝豆', price: 380, quantity: 3 },
    { itemId: 'beer', name: '生ビール（中ジョッキ）', price: 550, quantity: 2 },
    {
      itemId: 'ramen',
      name: '特製濃厚豚骨醤油ラーメン全部のせスペシャル',
      price: 1450,
      quantity: 1,
      options: [
        { group: 'サイズ', name: '大盛り', priceDelta: 150 },
        { group: 'トッピング', name: '味玉', priceDelta: 120 },
      ],
    },
  ],
};
const stationOf = (itemId: string) => (itemId === 'beer' ? 'drink' : 'kitchen');

describe('widths', () => {
  it('counts a full-width character as two columns and half-width katakana as one', () => {
    expect(displayWidth('ABC 12')).toBe(6);
    expect(displayWidth('枝豆×3')).toBe(7);
    expect(displayWidth('ｶﾞﾘ')).toBe(3);
    expect(wrapText('あいうえおかきくけこ', 7)).toEqual(['あいう', 'えおか', 'きくけ', 'こ']);
  });
});

describe('kitchen tickets', () => {
  it('splits an order by station: each printer gets its own lines', () => {
    expect(ticketsByStation(order, stationOf)).toEqual([
      { station: 'kitchen', lines: [0, 2] },
      { station: 'drink', lines: [1] },
    ]);
  });

  for (const paper of [58, 80] as const) {
    it(`is valid ePOS-Print with every line within ${paper} mm`, () => {
      const lines = expectLinesFit(eposRequestBody(kitchenTicket(order, 'kitchen', [0, 2], paper)), paper);
      expect(lines[0]?.trim()).toBe('カウンター12番');
      expect(lines).toContain('No.0123');
      expect(lines.some((l) => /^キッチン伝票 +19:05 注文$/.test(l))).toBe(true);
      expect(lines.some((l) => /^枝豆 +×3$/.test(l))).toBe(true);
      // The drink's line is the bar's, not on the kitchen's ticket.
      expect(lines.join('\n')).not.toContain('生ビール');
      expect(lines.join('')).toContain('サイズ: 大盛り / トッピング: 味玉');
      expect(lines.join('')).toContain('えび・かにを抜いてください');
    });
  }

  it('prints the seat and number large and bold, items in double size, and marks a reprint', () => {
    const elements = printDocument(eposRequestBody(kitchenTicket(order, 'drink', [1], 80, { isReprint: true })));
    const text = (content: string) => elements.find((e) => e.content.startsWith(content));
    expect(text('【再印刷】')?.attributes).toMatchObject({ align: 'center', em: 'true' });
    expect(text('カウンター12番')?.attributes).toMatchObject({ width: '2', height: '2', em: 'true', align: 'center' });
    expect(text('No.0123')?.attributes).toMatchObject({ width: '2', height: '2' });
    expect(text('生ビール')?.attributes).toMatchObject({ width: '2', height: '2' });
  });

  it('escapes what XML would read as markup', () => {
    const body = eposRequestBody([{ type: 'text', text: '<b>&"\'' } as PrintCommand, { type: 'cut' }]);
    expect(printDocument(body)[0]?.content).toBe('<b>&"\'\n');
  });
});

const receipt: PrintableReceipt = {
  id: 'r1',
  number: 'RCT-202611-0001',
  issueDate: '2026-11-28',
  issuedAt: '2026-11-28T11:30:00.000Z',
  storeName: '居酒屋 はなまる 渋谷道玄坂店',
  issuerName: '株式会社はなまるフードサービス',
  registrationNumber: 'T1234567890123',
  addressee: '上様',
  priceMode: 'inclusive',
  lines: [
    { name: '生ビール（中ジョッキ）', quantity: '2', amount: 1100, isReduced: false },
    { name: 'お持ち帰り唐揚げ弁当', quantity: '1', amount: 864, isReduced: true },
  ],
  subtotal: 1800,
  byRate: [
    { taxCategory: 'standard', rate: 10, base: 1000, tax: 100 },
    { taxCategory: 'reduced', rate: 8, base: 800, tax: 64 },
  ],
  tax: 164,
  total: 1964,
};

describe('receipts', () => {
  for (const paper of [58, 80] as const) {
    it(`is valid ePOS-Print with every line within ${paper} mm, with the figures of the receipt`, () => {
      const lines = expectLinesFit(eposRequestBody(receiptCommands(receipt, paper, { tendered: 5000 })), paper).map((l) =>
        l.replace(/ +/g, ' ').trim(),
      );
      expect(lines).toEqual(
        expect.arrayContaining([
          '登録番号 T1234567890123',
          '領収書',
          '2026/11/28 20:30',
          'No.RCT-202611-0001',
          '生ビール（中ジョッキ）',
          '×2 ¥1,100',
          '※お持ち帰り唐揚げ弁当',
          '小計 ¥1,964',
          '10%対象 ¥1,100',
          '内消費税 ¥100',
          '軽減8%対象 ¥864',
          '内消費税 ¥64',
          '合計 ¥1,964',
          'お預かり ¥5,000',
          'お釣り ¥3,036',
          '※は軽減税率(8%)対象です',
        ]),
      );
    });
  }

  it('leaves out 預かり and お釣り when not given, and the 登録番号 when the company has none', () => {
    const text = receiptCommands({ ...receipt, registrationNumber: '' }, 80)
      .map((c) => (c.type === 'text' ? c.text : ''))
      .join('\n');
    expect(text).not.toContain('お預かり');
    expect(text).not.toContain('登録番号');
  });
});

describe('the printer', () => {
  it('is reached at its ePOS-Print service with its device id and a timeout, by the page’s scheme', () => {
    expect(eposServiceUrl({ host: '192.168.1.50', deviceId: 'local_printer' })).toBe(
      'http://192.168.1.50/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000',
    );
    expect(eposServiceUrl({ host: 'tm.local:8043', deviceId: 'kitchen_1' }, { protocol: 'https:', timeoutMs: 5000 })).toBe(
      'https://tm.local:8043/cgi-bin/epos/service.cgi?devid=kitchen_1&timeout=5000',
    );
  });

  it('answers success or its error code; anything else is no answer', () => {
    const answer = (attributes: string) =>
      `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><response ${attributes} xmlns="${eposNamespace}"/></s:Body></s:Envelope>`;
    expect(parseEposResponse(answer('success="true" code="" status="251658262"'))).toEqual({ success: true, code: '' });
    expect(parseEposResponse(answer('success="false" code="EPTR_COVER_OPEN" status="0"'))).toEqual({
      success: false,
      code: 'EPTR_COVER_OPEN',
    });
    expect(parseEposResponse('<html>404</html>')).toBeNull();
  });
});

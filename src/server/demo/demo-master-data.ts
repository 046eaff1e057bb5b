import { eq } from 'drizzle-orm';
import type { PaymentTerms } from '@/core/schemas/customers';
import type { TaxCategory } from '@/core/schemas/products';
import type { Db } from '../db/client';
import { customers, products } from '../db/schema';
import { searchTextOf } from '../master-data/write';

/** About 30 products (office supplies, services, food with 8% and 10%) and 20 customers a company. */
const demoProducts: [string, string, string, string, number, TaxCategory, number | null][] = [
  ['OF-001', 'ボールペン 黒 0.5mm', 'ぼーるぺん くろ', '本', 120, 'standard', 60],
  ['OF-002', 'ボールペン 赤 0.5mm', 'ぼーるぺん あか', '本', 120, 'standard', 60],
  ['OF-003', 'シャープペンシル', 'しゃーぷぺんしる', '本', 300, 'standard', 150],
  ['OF-004', 'A4 コピー用紙 500枚', 'こぴーようし', '冊', 550, 'standard', 380],
  ['OF-005', 'クリアファイル A4 10枚', 'くりあふぁいる', 'パック', 280, 'standard', 150],
  ['OF-006', 'ホッチキス', 'ほっちきす', '個', 980, 'standard', 500],
  ['OF-007', 'ホッチキス針 No.10', 'ほっちきすしん', '箱', 110, 'standard', 50],
  ['OF-008', '付箋 75mm角', 'ふせん', 'パック', 420, 'standard', 210],
  ['OF-009', 'ノート B5', 'のーと', '冊', 180, 'standard', 90],
  ['OF-010', '封筒 長3 100枚', 'ふうとう', '箱', 1200, 'standard', 700],
  ['OF-011', '電卓 12桁', 'でんたく', '台', 2980, 'standard', 1800],
  ['OF-012', 'トナーカートリッジ', 'となーかーとりっじ', '個', 12800, 'standard', 9000],
  ['SV-001', 'システム保守 月額', 'しすてむほしゅ', '月', 30000, 'standard', null],
  ['SV-002', '出張設定作業', 'しゅっちょうせっていさぎょう', '時間', 8000, 'standard', null],
  ['SV-003', 'Webサイト制作', 'うぇぶさいとせいさく', '式', 350000, 'standard', null],
  ['SV-004', 'コンサルティング', 'こんさるてぃんぐ', '時間', 15000, 'standard', null],
  ['SV-005', '配送料', 'はいそうりょう', '回', 1100, 'standard', null],
  ['SV-006', '研修講師派遣', 'けんしゅうこうしはけん', '日', 120000, 'standard', null],
  ['FD-001', '米 5kg', 'こめ', '袋', 2480, 'reduced', 1900],
  ['FD-002', '醤油 1L', 'しょうゆ', '本', 398, 'reduced', 250],
  ['FD-003', '味噌 1kg', 'みそ', '個', 680, 'reduced', 420],
  ['FD-004', '鶏もも肉 2kg', 'とりももにく', 'パック', 1980, 'reduced', 1500],
  ['FD-005', 'キャベツ', 'きゃべつ', '玉', 198, 'reduced', 120],
  ['FD-006', '玉ねぎ 10kg', 'たまねぎ', '箱', 2400, 'reduced', 1700],
  ['FD-007', '緑茶 ティーバッグ 100袋', 'りょくちゃ', '箱', 880, 'reduced', 520],
  ['FD-008', 'ミネラルウォーター 2L×6', 'みねらるうぉーたー', 'ケース', 760, 'reduced', 480],
  ['FD-009', '日本酒 一升', 'にほんしゅ', '本', 2200, 'standard', 1500],
  ['FD-010', 'ビール 350ml×24', 'びーる', 'ケース', 5200, 'standard', 4300],
  ['EX-001', '収入印紙 200円', 'しゅうにゅういんし', '枚', 200, 'exempt', 200],
  ['EX-002', '切手 84円', 'きって', '枚', 84, 'exempt', 84],
];

const endOfNextMonth: PaymentTerms = { closingDay: 31, paymentMonthOffset: 1, paymentDay: 31 };
const twentiethNextMonth: PaymentTerms = { closingDay: 20, paymentMonthOffset: 1, paymentDay: 31 };
const demoCustomers: {
  code: string;
  name: string;
  kana: string;
  honorific: '御中' | '様';
  department?: string;
  contactPerson?: string;
  postalCode: string;
  address: string;
  phone: string;
  registrationNumber?: string;
  paymentTerms?: PaymentTerms;
}[] = [
  {
    code: 'C-001',
    name: '株式会社青空商事',
    kana: 'あおぞらしょうじ',
    honorific: '御中',
    department: '総務部',
    contactPerson: '青木 一郎',
    postalCode: '100-0001',
    address: '東京都千代田区千代田1-1',
    phone: '03-1111-0001',
    registrationNumber: 'T7000012050002',
    paymentTerms: endOfNextMonth,
  },
  {
    code: 'C-002',
    name: '有限会社みどり食品',
    kana: 'みどりしょくひん',
    honorific: '御中',
    contactPerson: '緑川 花子',
    postalCode: '530-0001',
    address: '大阪府大阪市北区梅田1-2-3',
    phone: '06-2222-0002',
    registrationNumber: 'T4000012090001',
    paymentTerms: twentiethNextMonth,
  },
  {
    code: 'C-003',
    name: '合同会社さくらデザイン',
    kana: 'さくらでざいん',
    honorific: '御中',
    postalCode: '460-0008',
    address: '愛知県名古屋市中区栄3-4-5',
    phone: '052-333-0003',
    paymentTerms: endOfNextMonth,
  },
  {
    code: 'C-004',
    name: '株式会社北斗システム',
    kana: 'ほくとしすてむ',
    honorific: '御中',
    department: '情報システム部',
    contactPerson: '北村 健',
    postalCode: '060-0001',
    address: '北海道札幌市中央区北一条西2-1',
    phone: '011-444-0004',
    paymentTerms: twentiethNextMonth,
  },
  {
    code: 'C-005',
    name: '株式会社海風物産',
    kana: 'うみかぜぶっさん',
    honorific: '御中',
    postalCode: '812-0011',
    address: '福岡県福岡市博多区博多駅前1-1',
    phone: '092-555-0005',
    paymentTerms: endOfNextMonth,
  },
  {
    code: 'C-006',
    name: '山田 太一',
    kana: 'やまだ たいち',
    honorific: '様',
    postalCode: '150-0001',
    address: '東京都渋谷区神宮前1-2-3',
    phone: '090-1111-2222',
  },
  {
    code: 'C-007',
    name: '鈴木 恵子',
    kana: 'すずき けいこ',
    honorific: '様',
    postalCode: '220-0011',
    address: '神奈川県横浜市西区高島2-3-4',
    phone: '080-3333-4444',
  },
  {
    code: 'C-008',
    name: '株式会社若葉建設',
    kana: 'わかばけんせつ',
    honorific: '御中',
    department: '工事部',
    postalCode: '980-0021',
    address: '宮城県仙台市青葉区中央1-1-1',
    phone: '022-666-0008',
    paymentTerms: { closingDay: 25, paymentMonthOffset: 2, paymentDay: 10 },
  },
  {
    code: 'C-009',
    name: '東西印刷株式会社',
    kana: 'とうざいいんさつ',
    honorific: '御中',
    postalCode: '730-0011',
    address: '広島県広島市中区基町6-7',
    phone: '082-777-0009',
    paymentTerms: endOfNextMonth,
  },
  {
    code: 'C-010',
    name: '高橋 誠',
    kana: 'たかはし まこと',
    honorific: '様',
    postalCode: '600-8001',
    address: '京都府京都市下京区四条通1-1',
    phone: '075-888-0010',
  },
  {
    code: 'C-011',
    name: '株式会社いろは不動産',
    kana: 'いろはふどうさん',
    honorific: '御中',
    postalCode: '330-0001',
    address: '埼玉県さいたま市浦和区高砂1-1',
    phone: '048-999-0011',
    paymentTerms: endOfNextMonth,
  },
  {
    code: 'C-012',
    name: '医療法人すこやか会',
    kana: 'すこやかかい',
    honorific: '御中',
    department: '事務局',
    postalCode: '260-0001',
    address: '千葉県千葉市中央区都町1-1',
    phone: '043-111-0012',
    paymentTerms: twentiethNextMonth,
  },
  {
    code: 'C-013',
    name: '田中 美咲',
    kana: 'たなか みさき',
    honorific: '様',
    postalCode: '420-0001',
    address: '静岡県静岡市葵区1-1',
    phone: '070-1234-5678',
  },
  {
    code: 'C-014',
    name: '株式会社フジ精工',
    kana: 'ふじせいこう',
    honorific: '御中',
    department: '購買部',
    contactPerson: '富士 正',
    postalCode: '400-0001',
    address: '山梨県甲府市中央1-1',
    phone: '055-222-0014',
    paymentTerms: { closingDay: 31, paymentMonthOffset: 2, paymentDay: 31 },
  },
  {
    code: 'C-015',
    name: 'NPO法人まちづくり協会',
    kana: 'まちづくりきょうかい',
    honorific: '御中',
    postalCode: '700-0001',
    address: '岡山県岡山市北区1-1',
    phone: '086-333-0015',
  },
  {
    code: 'C-016',
    name: '伊藤 直樹',
    kana: 'いとう なおき',
    honorific: '様',
    postalCode: '890-0001',
    address: '鹿児島県鹿児島市1-1',
    phone: '099-444-0016',
  },
  {
    code: 'C-017',
    name: '株式会社光通信工業',
    kana: 'ひかりつうしんこうぎょう',
    honorific: '御中',
    postalCode: '950-0001',
    address: '新潟県新潟市東区1-1',
    phone: '025-555-0017',
    paymentTerms: endOfNextMonth,
  },
  {
    code: 'C-018',
    name: '渡辺 由美',
    kana: 'わたなべ ゆみ',
    honorific: '様',
    postalCode: '760-0001',
    address: '香川県高松市1-1',
    phone: '087-666-0018',
  },
  {
    code: 'C-019',
    name: '株式会社みなと運輸',
    kana: 'みなとうんゆ',
    honorific: '御中',
    department: '経理部',
    postalCode: '650-0001',
    address: '兵庫県神戸市中央区1-1',
    phone: '078-777-0019',
    paymentTerms: twentiethNextMonth,
  },
  {
    code: 'C-020',
    name: '小林 大輔',
    kana: 'こばやし だいすけ',
    honorific: '様',
    postalCode: '380-0001',
    address: '長野県長野市1-1',
    phone: '026-888-0020',
  },
];

export async function seedDemoMasterData(db: Db, companyId: string): Promise<void> {
  const [existing] = await db.select({ id: products.id }).from(products).where(eq(products.companyId, companyId)).limit(1);
  if (existing) return;
  await db.insert(products).values(
    demoProducts.map(([code, name, kana, unit, unitPrice, taxCategory, costPrice]) => ({
      id: crypto.randomUUID(),
      companyId,
      code,
      name,
      kana,
      unit,
      unitPrice,
      taxCategory,
      costPrice,
      searchText: searchTextOf({ code, name, kana }),
    })),
  );
  await db.insert(customers).values(
    demoCustomers.map((c) => ({
      id: crypto.randomUUID(),
      companyId,
      ...c,
      paymentTerms: c.paymentTerms ?? null,
      searchText: searchTextOf(c),
    })),
  );
}

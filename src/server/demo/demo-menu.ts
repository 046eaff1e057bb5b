import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuCategories, menuItems, seats } from '../db/schema';
import { newSeatToken } from '../ordering/seats';
import { gradientPng, storeDemoImage } from './demo-images';
import { demoCategoryTranslations, demoItemLanguages } from './demo-menu-languages';
import { seedDemoOptions } from './demo-options';

/** デモ食堂: seats and a menu with images, so a newcomer can scan a QR code and order at once. */
const demoSeatNames = ['テーブル1', 'テーブル2', 'テーブル3', 'テーブル4', 'テーブル5', 'テーブル6', 'カウンター1', 'カウンター2'];

type Rgb = [number, number, number];
/** Categories with their items (name, price in yen, description); `colours` draws each item a gradient image. */
export type MenuSeed = { category: string; colours?: [Rgb, Rgb]; items: [string, number, string][] }[];
const demoMenu: MenuSeed = [
  {
    category: 'ドリンク',
    colours: [
      [245, 190, 60],
      [250, 235, 180],
    ],
    items: [
      ['生ビール', 550, '中ジョッキ。キンキンに冷えています'],
      ['レモンサワー', 450, '生搾りレモン使用'],
      ['ウーロン茶', 280, ''],
      ['日本酒(一合)', 680, '本日のおすすめ地酒'],
    ],
  },
  {
    category: 'フード',
    colours: [
      [200, 110, 50],
      [240, 200, 150],
    ],
    items: [
      ['唐揚げ', 680, '国産鶏もも肉、5個'],
      ['醤油ラーメン', 850, '鶏ガラと魚介のあっさりスープ'],
      ['枝豆', 380, '塩ゆで'],
      ['だし巻き玉子', 480, '自家製だしの厚焼き'],
      ['焼き鳥盛り合わせ', 780, 'もも・ねぎま・つくね・皮・ぼんじり'],
      ['ざるそば', 780, '信州産そば粉使用'],
    ],
  },
  {
    category: 'デザート',
    colours: [
      [120, 160, 90],
      [220, 235, 200],
    ],
    items: [
      ['抹茶アイス', 380, '京都宇治抹茶'],
      ['わらび餅', 420, '黒蜜ときな粉で'],
    ],
  },
];

export async function seedDemoMenu(db: Db, companyId: string): Promise<void> {
  const existing = await db.select({ id: seats.id }).from(seats).where(eq(seats.companyId, companyId)).limit(1);
  if (existing.length > 0) return;
  await insertSeats(db, companyId, demoSeatNames);
  await insertMenu(db, companyId, demoMenu, { withImages: true });
  await seedDemoOptions(db, companyId);
}

/** Seats in the given order, each with a fresh token and an open session; answers them. */
export async function insertSeats(db: Db, companyId: string, names: readonly string[]) {
  const now = Date.now();
  const rows = names.map((name, i) => ({
    id: crypto.randomUUID(),
    companyId,
    name,
    token: newSeatToken(),
    sortOrder: i,
    sessionStartedAt: now,
  }));
  await db.insert(seats).values(rows);
  return rows;
}

/** Categories and items in the given order; `withImages`, an image for each item of a category with colours. Answers the items. */
export async function insertMenu(db: Db, companyId: string, menu: MenuSeed, { withImages = false } = {}) {
  const inserted: { id: string; categoryId: string; name: string; price: number }[] = [];
  for (const [i, { category, colours, items }] of menu.entries()) {
    const categoryId = crypto.randomUUID();
    const translations = demoCategoryTranslations[category] ?? {};
    await db.insert(menuCategories).values({ id: categoryId, companyId, name: category, translations, sortOrder: i });
    for (const [name, price, description] of items) {
      const itemOrder = inserted.length;
      const shade = (c: Rgb): Rgb => c.map((v) => Math.max(0, v - (itemOrder % 4) * 12)) as Rgb;
      const imageFileId =
        colours && withImages ? await storeDemoImage(db, companyId, `${name}.png`, gradientPng(shade(colours[0]), colours[1])) : null;
      const id = crypto.randomUUID();
      const languages = demoItemLanguages[name] ?? { allergens: [], translations: {} };
      await db
        .insert(menuItems)
        .values({ id, companyId, categoryId, name, price, description, imageFileId, sortOrder: itemOrder, ...languages });
      inserted.push({ id, categoryId, name, price });
    }
  }
  return inserted;
}

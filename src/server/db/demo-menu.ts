import { eq } from 'drizzle-orm';
import { newSeatToken } from '../ordering/seats';
import type { Db } from './client';
import { menuCategories, menuItems, seats } from './schema';

/** デモ食堂: seats and a menu, so a newcomer can scan a QR code and order at once. */
const demoSeatNames = ['テーブル1', 'テーブル2', 'テーブル3', 'テーブル4', 'カウンター1', 'カウンター2'];

const demoMenu: { category: string; items: [string, number, string][] }[] = [
  {
    category: 'お食事',
    items: [
      ['唐揚げ定食', 980, '国産鶏もも肉の唐揚げ、ご飯・味噌汁・小鉢付き'],
      ['焼き魚定食', 1080, '本日の焼き魚、ご飯・味噌汁・小鉢付き'],
      ['親子丼', 850, '半熟卵でとじた親子丼、味噌汁付き'],
      ['ざるそば', 780, '信州産そば粉使用'],
    ],
  },
  {
    category: 'おつまみ',
    items: [
      ['枝豆', 380, '塩ゆで'],
      ['だし巻き玉子', 480, '自家製だしの厚焼き'],
      ['冷奴', 350, '薬味たっぷり'],
    ],
  },
  {
    category: 'ドリンク',
    items: [
      ['生ビール(中)', 550, ''],
      ['ウーロン茶', 280, ''],
      ['レモンサワー', 450, ''],
    ],
  },
  { category: 'デザート', items: [['抹茶アイス', 380, '京都宇治抹茶']] },
];

export async function seedDemoMenu(db: Db, companyId: string): Promise<void> {
  const existing = await db.select({ id: seats.id }).from(seats).where(eq(seats.companyId, companyId)).limit(1);
  if (existing.length > 0) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.insert(seats).values(
      demoSeatNames.map((name, i) => ({
        id: crypto.randomUUID(),
        companyId,
        name,
        token: newSeatToken(),
        sortOrder: i,
        sessionStartedAt: now,
      })),
    );
    let itemOrder = 0;
    for (const [i, { category, items }] of demoMenu.entries()) {
      const categoryId = crypto.randomUUID();
      await tx.insert(menuCategories).values({ id: categoryId, companyId, name: category, sortOrder: i });
      await tx.insert(menuItems).values(
        items.map(([name, price, description]) => ({
          id: crypto.randomUUID(),
          companyId,
          categoryId,
          name,
          price,
          description,
          sortOrder: itemOrder++,
        })),
      );
    }
  });
}

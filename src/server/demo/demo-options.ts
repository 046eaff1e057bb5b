import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menuItems, menuOptionChoices, menuOptionGroups, orderingHours } from '../db/schema';

type ChoiceSeed = [name: string, priceDelta: number];
type GroupSeed = { name: string; minChoices: number; maxChoices: number; choices: ChoiceSeed[] };

/** デモ食堂's options: what a guest picks for a ramen, a beer and fried chicken. */
const demoOptions: Record<string, GroupSeed[]> = {
  醤油ラーメン: [
    {
      name: '麺の量',
      minChoices: 1,
      maxChoices: 1,
      choices: [
        ['並', 0],
        ['大盛り', 150],
        ['少なめ', -50],
      ],
    },
    {
      name: 'トッピング',
      minChoices: 0,
      maxChoices: 3,
      choices: [
        ['味玉', 120],
        ['のり', 80],
        ['チャーシュー', 250],
      ],
    },
  ],
  生ビール: [
    {
      name: 'サイズ',
      minChoices: 1,
      maxChoices: 1,
      choices: [
        ['中ジョッキ', 0],
        ['大ジョッキ', 200],
      ],
    },
  ],
  唐揚げ: [
    {
      name: '味付け',
      minChoices: 1,
      maxChoices: 1,
      choices: [
        ['塩', 0],
        ['醤油', 0],
        ['ガーリック', 50],
      ],
    },
  ],
};

/**
 * Options for a few demo items, and ordering hours that keep the demo open nearly all day
 * (毎日 6:00〜翌5:30, ラストオーダー 翌5:00): the countdown and 受付時間外 show only before dawn.
 */
export async function seedDemoOptions(db: Db, companyId: string): Promise<void> {
  const items = await db
    .select({ id: menuItems.id, name: menuItems.name })
    .from(menuItems)
    .where(and(eq(menuItems.companyId, companyId), inArray(menuItems.name, Object.keys(demoOptions))));
  for (const item of items) {
    for (const [g, group] of (demoOptions[item.name] ?? []).entries()) {
      const groupId = crypto.randomUUID();
      await db.insert(menuOptionGroups).values({ id: groupId, companyId, itemId: item.id, ...group, sortOrder: g });
      await db
        .insert(menuOptionChoices)
        .values(
          group.choices.map(([name, priceDelta], c) => ({ id: crypto.randomUUID(), companyId, groupId, name, priceDelta, sortOrder: c })),
        );
    }
  }
  await db
    .insert(orderingHours)
    .values({ id: crypto.randomUUID(), companyId, days: 0b1111111, opensAt: 6 * 60, closesAt: 29 * 60 + 30, lastOrderAt: 29 * 60 });
}

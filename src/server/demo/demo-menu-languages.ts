import type { Allergen } from '@/core/allergens';
import type { CategoryTranslations, ItemTranslations } from '@/core/diner-languages';

/** The demo menu in the diners' other languages, and its allergens, by Japanese name (decision 014). */
export const demoCategoryTranslations: Record<string, CategoryTranslations> = {
  ドリンク: { en: { name: 'Drinks' }, 'zh-Hans': { name: '饮品' }, 'zh-Hant': { name: '飲品' }, ko: { name: '음료' } },
  フード: { en: { name: 'Food' }, 'zh-Hans': { name: '料理' }, 'zh-Hant': { name: '料理' }, ko: { name: '요리' } },
  デザート: { en: { name: 'Desserts' }, 'zh-Hans': { name: '甜品' }, 'zh-Hant': { name: '甜點' }, ko: { name: '디저트' } },
};

type ItemLanguages = { allergens: Allergen[]; translations: ItemTranslations };

const item = (
  allergens: Allergen[],
  en: [string, string],
  zhHans: [string, string],
  zhHant: [string, string],
  ko: [string, string],
): ItemLanguages => ({
  allergens,
  translations: {
    en: { name: en[0], description: en[1] },
    'zh-Hans': { name: zhHans[0], description: zhHans[1] },
    'zh-Hant': { name: zhHant[0], description: zhHant[1] },
    ko: { name: ko[0], description: ko[1] },
  },
});

export const demoItemLanguages: Record<string, ItemLanguages> = {
  生ビール: item(
    ['wheat'],
    ['Draft beer', 'Medium mug, ice-cold'],
    ['生啤酒', '中杯，冰镇'],
    ['生啤酒', '中杯，冰鎮'],
    ['생맥주', '중간 잔, 시원하게'],
  ),
  レモンサワー: item(
    [],
    ['Lemon sour', 'With freshly squeezed lemon'],
    ['柠檬沙瓦', '使用鲜榨柠檬'],
    ['檸檬沙瓦', '使用現榨檸檬'],
    ['레몬 사와', '생레몬 착즙 사용'],
  ),
  ウーロン茶: item([], ['Oolong tea', ''], ['乌龙茶', ''], ['烏龍茶', ''], ['우롱차', '']),
  '日本酒(一合)': item(
    [],
    ['Sake (180 ml)', 'Today’s recommended local sake'],
    ['日本酒（一合）', '今日推荐的地方酒'],
    ['日本酒（一合）', '本日推薦的地酒'],
    ['사케 (180ml)', '오늘의 추천 지역 술'],
  ),
  唐揚げ: item(
    ['wheat', 'soybean', 'chicken'],
    ['Karaage fried chicken', 'Japanese chicken thigh, 5 pieces'],
    ['日式炸鸡', '日本产鸡腿肉，5块'],
    ['日式炸雞', '日本產雞腿肉，5塊'],
    ['가라아게', '일본산 닭다리살, 5개'],
  ),
  醤油ラーメン: item(
    ['wheat', 'egg', 'soybean', 'chicken', 'pork', 'sesame'],
    ['Shoyu ramen', 'Light soy broth of chicken and seafood'],
    ['酱油拉面', '鸡骨与海鲜熬制的清爽汤底'],
    ['醬油拉麵', '雞骨與海鮮熬製的清爽湯頭'],
    ['간장 라멘', '닭뼈와 해산물의 담백한 국물'],
  ),
  枝豆: item(['soybean'], ['Edamame', 'Boiled with salt'], ['毛豆', '盐水煮'], ['毛豆', '鹽水煮'], ['에다마메', '소금에 삶은 풋콩']),
  だし巻き玉子: item(
    ['egg', 'wheat', 'soybean'],
    ['Dashimaki omelette', 'Thick rolled omelette with house dashi'],
    ['高汤玉子烧', '自制高汤的厚蛋烧'],
    ['高湯玉子燒', '自製高湯的厚蛋燒'],
    ['다시마키 계란말이', '직접 우린 육수로 만든 두툼한 계란말이'],
  ),
  焼き鳥盛り合わせ: item(
    ['wheat', 'soybean', 'chicken'],
    ['Assorted yakitori', 'Thigh, negima, tsukune, skin and tail'],
    ['烤鸡串拼盘', '鸡腿肉、葱段鸡肉、鸡肉丸、鸡皮、鸡尾'],
    ['烤雞串拼盤', '雞腿肉、蔥段雞肉、雞肉丸、雞皮、雞尾'],
    ['야키토리 모둠', '닭다리살・네기마・츠쿠네・껍질・봉지리'],
  ),
  ざるそば: item(
    ['buckwheat', 'wheat', 'soybean'],
    ['Zaru soba', 'Chilled buckwheat noodles from Shinshu flour'],
    ['竹笼荞麦面', '使用信州产荞麦粉'],
    ['竹籠蕎麥麵', '使用信州產蕎麥粉'],
    ['자루소바', '신슈산 메밀가루 사용'],
  ),
  抹茶アイス: item(
    ['milk', 'egg'],
    ['Matcha ice cream', 'Uji matcha from Kyoto'],
    ['抹茶冰淇淋', '京都宇治抹茶'],
    ['抹茶冰淇淋', '京都宇治抹茶'],
    ['말차 아이스크림', '교토 우지 말차'],
  ),
  わらび餅: item(
    ['soybean'],
    ['Warabi mochi', 'With brown sugar syrup and kinako'],
    ['蕨饼', '配黑糖浆和黄豆粉'],
    ['蕨餅', '配黑糖漿和黃豆粉'],
    ['와라비모치', '흑당 시럽과 콩가루를 곁들여'],
  ),
};

import { z } from 'zod';
import { allergenLabels, allergens, isAllergen, sortAllergens } from '../allergens';
import { languageNames, type TranslatedLanguage, translatedLanguages } from '../diner-languages';
import { strictKeys } from './common';

/** Translations of an item or category: each language optional, each text trimmed, empty allowed (Japanese shown). */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label}は文字列で入力してください` })
    .trim()
    .max(max, `${label}は${max}文字以内で入力してください`)
    .default('');

const perLanguage = <S extends z.ZodType>(entry: (language: string) => S) =>
  z.strictObject(
    Object.fromEntries(translatedLanguages.map((l) => [l, entry(languageNames[l]).optional()])) as Record<
      TranslatedLanguage,
      z.ZodOptional<S>
    >,
    strictKeys,
  );

/** Languages with nothing entered are left out, so a stored row holds only what staff typed. */
const withoutEmpty = <T extends Record<string, Record<string, string> | undefined>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry && Object.values(entry).some((v) => v !== ''))) as T;

export const itemTranslationsInput = perLanguage((language) =>
  z.strictObject({ name: text(`表示名（${language}）`, 60), description: text(`紹介文（${language}）`, 500) }, strictKeys),
)
  .default({})
  .transform(withoutEmpty);

export const categoryTranslationsInput = perLanguage((language) => z.strictObject({ name: text(`表示名（${language}）`, 30) }, strictKeys))
  .default({})
  .transform(withoutEmpty);

/** A seat's name in the diners' languages (座席設定), bounded as its Japanese name. */
export const seatTranslationsInput = perLanguage((language) => z.strictObject({ name: text(`座席名（${language}）`, 30) }, strictKeys))
  .default({})
  .transform(withoutEmpty);

/** The store's name in the diners' languages (座席設定), bounded as 店舗名 of 自社情報. */
export const storeTranslationsInput = perLanguage((language) =>
  z.strictObject({ storeName: text(`店舗名（${language}）`, 100) }, strictKeys),
)
  .default({})
  .transform(withoutEmpty);

/** 特定原材料等 of an item: known ids only, each once, stored in the list's order. */
export const allergensInput = z
  .array(z.string({ error: 'アレルギー品目が正しくありません' }), { error: 'アレルギー品目は一覧から選んでください' })
  .max(allergens.length, 'アレルギー品目が多すぎます')
  .default([])
  .superRefine((values, ctx) => {
    const unknown = values.filter((v) => !isAllergen(v));
    if (unknown.length > 0)
      ctx.addIssue({ code: 'custom', message: `アレルギー品目が正しくありません: ${unknown.join(', ').slice(0, 100)}` });
  })
  .transform((values) => sortAllergens(values.filter(isAllergen)));

export { allergenLabels };

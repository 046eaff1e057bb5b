import { z } from 'zod';

/** A page of a master-data list (商品, 顧客): search text, page and sort; each entity adds its own filters. */
export const masterListQuery = z.object({
  q: z.string().max(100, '検索語は100文字以内で入力してください').optional(),
  page: z.coerce.number({ error: 'ページ番号が正しくありません' }).int().min(1, 'ページ番号が正しくありません').max(100_000).default(1),
  sort: z.string().optional(),
  order: z.enum(['asc', 'desc'], { error: '並び順が正しくありません' }).default('asc'),
});

/** CSV取込: preview checks only; all writes nothing unless every row is valid; valid writes the valid rows. */
export const masterImportQuery = z.object({
  mode: z.enum(['preview', 'all', 'valid'], { error: 'モードは preview / all / valid のいずれかです' }).default('preview'),
});

export const masterExportQuery = z.object({
  encoding: z.enum(['utf8', 'sjis'], { error: '文字コードは utf8 か sjis です' }).default('utf8'),
});

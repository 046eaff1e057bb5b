import { z } from 'zod';

/** A page of a master-data list (商品, 顧客): search text, page and sort; each entity adds its own filters. */
export const masterListQuery = z.object({
  q: z.string().max(100, '検索語は100文字以内で入力してください').optional(),
  page: z.coerce.number({ error: 'ページ番号が正しくありません' }).int().min(1, 'ページ番号が正しくありません').max(100_000).default(1),
  sort: z.string().optional(),
  order: z.enum(['asc', 'desc'], { error: '並び順が正しくありません' }).default('asc'),
});

/** CSV取込の確認 (`POST …/import`): checks only (counts and row errors), writes nothing. */
export const masterImportQuery = z.object({
  mode: z.enum(['preview'], { error: 'このURLでは確認（preview）のみ行えます。取り込みは …/imports に送ってください' }).default('preview'),
});

/** CSV取込 (`POST …/imports`, a background job): all writes nothing unless every row is valid; valid writes the valid rows. */
export const masterImportStartQuery = z.object({
  mode: z.enum(['all', 'valid'], { error: 'モードは all / valid のいずれかです' }).default('all'),
});

export const masterExportQuery = z.object({
  encoding: z.enum(['utf8', 'sjis'], { error: '文字コードは utf8 か sjis です' }).default('utf8'),
});

import { z } from 'zod';
import { isPlainDate } from '../calendar';

/** zod options that name unknown fields in Japanese instead of a generic message. */
export const strictKeys = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `不明な項目があります: ${issue.keys?.join(', ')}` : undefined,
};

/** A required, trimmed text field with the Japanese messages of its label. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .min(1, `${label}を入力してください`)
    .max(max, `${label}は${max}文字以内で入力してください`);

/** An optional trimmed text field ('' when absent). */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}は文字列で入力してください` })
    .trim()
    .max(max, `${label}は${max}文字以内で入力してください`)
    .default('');

/**
 * A YYYY-MM-DD day that exists (not 2026-02-30) and lies in 1900–2999: no business date is
 * older, and year 0000 is no day PostgreSQL can store.
 */
export const isValidDay = (v: string) => v >= '1900-01-01' && v <= '2999-12-31' && isPlainDate(v);

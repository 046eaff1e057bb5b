import { z } from 'zod';
import { isPlainDate } from '../calendar';
import { minuteLabel } from '../ordering-hours';
import { strictKeys } from './common';

const minute = (label: string) =>
  z
    .number({ error: `${label}を入力してください` })
    .int(`${label}が正しくありません`)
    .min(0, `${label}が正しくありません`);

type Period = { opensAt: number; closesAt: number; lastOrderAt: number | null };

const periodFields = {
  opensAt: minute('開始時刻').max(1439, '開始時刻が正しくありません'),
  closesAt: minute('終了時刻').max(2879, '終了時刻が正しくありません'),
  lastOrderAt: minute('ラストオーダー').max(2879, 'ラストオーダーが正しくありません').nullable().default(null),
};

/**
 * A period in minutes from 0:00 of the day it starts: closing may be the next day (up to 24
 * hours after opening), ラストオーダー between opening and closing.
 */
function checkPeriod(p: Period, ctx: z.RefinementCtx) {
  if (p.closesAt <= p.opensAt || p.closesAt - p.opensAt > 1440) {
    ctx.addIssue({ code: 'custom', path: ['closesAt'], message: '終了時刻は開始時刻より後（24時間以内）にしてください' });
  }
  if (p.lastOrderAt !== null && (p.lastOrderAt <= p.opensAt || p.lastOrderAt > p.closesAt)) {
    const range = `${minuteLabel(p.opensAt)}〜${minuteLabel(p.closesAt)}`;
    ctx.addIssue({ code: 'custom', path: ['lastOrderAt'], message: `ラストオーダーは受付時間（${range}）の間にしてください` });
  }
}

const periodInput = z
  .strictObject({ days: z.number().int().min(1, '曜日を1つ以上選んでください').max(0b1111111), ...periodFields }, strictKeys)
  .superRefine(checkPeriod);

export const orderingHoursInput = z.strictObject({ items: z.array(periodInput).max(20, '受付時間は20件までです') }, strictKeys);
export type OrderingHoursInput = z.infer<typeof orderingHoursInput>;

/** 2026-11-26: a date that exists, written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  return isPlainDate(value);
}

/** A date of 臨時休業 (no period) or 特別営業時間 (its periods), in Japan's calendar. */
export const orderingExceptionInput = z.strictObject(
  {
    date: z.string({ error: '日付を入力してください' }).refine(isCalendarDate, '日付が正しくありません'),
    periods: z.array(z.strictObject(periodFields, strictKeys).superRefine(checkPeriod)).max(5, '特別営業時間は1日5件までです'),
  },
  strictKeys,
);
export type OrderingExceptionInput = z.infer<typeof orderingExceptionInput>;

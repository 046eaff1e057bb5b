import { plainDate, weekdayLabels, weekdayOf } from './calendar';
import { minuteLabel, type OrderingException } from './ordering-hours';

/** 2026/12/31(木): a date of Japan's calendar (YYYY-MM-DD) as staff read it. */
export function dateLabel(date: string): string {
  return `${date.replaceAll('-', '/')}(${weekdayLabels[weekdayOf(plainDate(date))]})`;
}

/** A period as 座席設定 lists it: 17:00〜翌2:00（ラストオーダー 翌1:30）. */
export function periodLabel(p: { opensAt: number; closesAt: number; lastOrderAt: number | null }): string {
  const range = `${minuteLabel(p.opensAt)}〜${minuteLabel(p.closesAt)}`;
  return p.lastOrderAt === null ? range : `${range}（ラストオーダー ${minuteLabel(p.lastOrderAt)}）`;
}

/** 2026/12/31(木) 臨時休業, or 2027/01/01(金) 特別営業時間 11:00〜15:00. */
export function exceptionLabel(exception: OrderingException): string {
  if (exception.periods.length === 0) return `${dateLabel(exception.date)} 臨時休業`;
  return `${dateLabel(exception.date)} 特別営業時間 ${exception.periods.map(periodLabel).join('、')}`;
}

import type { HoursWords } from '../ordering-hours-text';

export const zhHantHours: HoursWords = {
  closedTitle: '非點餐時間',
  closed: '現在不是點餐時間。',
  afterLastOrder: '已過最後點餐時間。',
  opensToday: '今天{time}開始點餐。',
  opensTomorrow: '明天{time}開始點餐。',
  opensOn: '{date} {time}開始點餐。',
  hours: '點餐時間：{hours}',
  everyDay: '每天',
  weekdays: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
  daysSeparator: '、',
  range: '{opens}～{closes}',
  nextDay: '次日{time}',
  lastOrder: '（最後點餐 {time}）',
  untilLastOrder: '距最後點餐還有 {time}',
  timerLabel: '距最後點餐的時間',
  minutesSeconds: '{m}分{s}秒',
};

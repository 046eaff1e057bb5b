import type { HoursWords } from '../ordering-hours-text';

export const zhHansHours: HoursWords = {
  closedTitle: '非点餐时间',
  closed: '现在不是点餐时间。',
  afterLastOrder: '已过最后点餐时间。',
  opensToday: '今天{time}开始点餐。',
  opensTomorrow: '明天{time}开始点餐。',
  opensOn: '{date} {time}开始点餐。',
  hours: '点餐时间：{hours}',
  everyDay: '每天',
  weekdays: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
  daysSeparator: '、',
  range: '{opens}～{closes}',
  nextDay: '次日{time}',
  lastOrder: '（最后点餐 {time}）',
  untilLastOrder: '距最后点餐还有 {time}',
  timerLabel: '距最后点餐的时间',
  minutesSeconds: '{m}分{s}秒',
};

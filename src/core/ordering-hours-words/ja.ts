import { weekdayLabels } from '../calendar';
import type { HoursWords } from '../ordering-hours-text';

/** As the server words its refusal (closedMessage) and 座席設定 lists the hours: 17:00〜翌2:00. */
export const jaHours: HoursWords = {
  closedTitle: '受付時間外',
  closed: '只今、ご注文の受付時間外です。',
  afterLastOrder: 'ラストオーダーの時間を過ぎました。',
  opensToday: '次の受付開始は {time} です。',
  opensTomorrow: '次の受付開始は 明日 {time} です。',
  opensOn: '次の受付開始は {date} {time} です。',
  hours: '受付時間: {hours}',
  everyDay: '毎日',
  weekdays: weekdayLabels,
  daysSeparator: '',
  range: '{opens}〜{closes}',
  nextDay: '翌{time}',
  lastOrder: '（L.O. {time}）',
  untilLastOrder: 'ラストオーダーまで あと {time}',
  timerLabel: 'ラストオーダーまでの時間',
  minutesSeconds: '{m}分{s}秒',
};

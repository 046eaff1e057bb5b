import type { HoursWords } from '../ordering-hours-text';

export const enHours: HoursWords = {
  closedTitle: 'Not taking orders',
  closed: 'We are not taking orders right now.',
  afterLastOrder: 'Last orders have been called.',
  opensToday: 'Opens today at {time}.',
  opensTomorrow: 'Opens tomorrow at {time}.',
  opensOn: 'Opens {date} at {time}.',
  hours: 'Ordering hours: {hours}',
  everyDay: 'Every day',
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  daysSeparator: ', ',
  range: '{opens} – {closes}',
  nextDay: '{time} next day',
  lastOrder: '(last orders {time})',
  untilLastOrder: 'Last orders in {time}',
  timerLabel: 'Time until last orders',
  minutesSeconds: '{m} min {s} s',
};

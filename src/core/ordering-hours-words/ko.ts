import type { HoursWords } from '../ordering-hours-text';

export const koHours: HoursWords = {
  closedTitle: '주문 접수 시간 외',
  closed: '지금은 주문 접수 시간이 아닙니다.',
  afterLastOrder: '라스트 오더 시간이 지났습니다.',
  opensToday: '오늘 {time}부터 주문하실 수 있습니다.',
  opensTomorrow: '내일 {time}부터 주문하실 수 있습니다.',
  opensOn: '{date} {time}부터 주문하실 수 있습니다.',
  hours: '주문 접수 시간: {hours}',
  everyDay: '매일',
  weekdays: ['일', '월', '화', '수', '목', '금', '토'],
  daysSeparator: '·',
  range: '{opens} ~ {closes}',
  nextDay: '익일 {time}',
  lastOrder: '(라스트 오더 {time})',
  untilLastOrder: '라스트 오더까지 {time}',
  timerLabel: '라스트 오더까지 남은 시간',
  minutesSeconds: '{m}분 {s}초',
};

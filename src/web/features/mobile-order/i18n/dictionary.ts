import type { Allergen } from '@/core/allergens';
import type { OrderStatus } from '@/core/order-rules';
import type { HoursWords } from '@/core/ordering-hours-text';

/**
 * Every string of the diners' page in one language: plain data (it rides in the server-rendered
 * page as JSON), `{name}` placeholders filled by `fill`. Japanese is bundled; the others are
 * loaded when chosen (decision 014).
 */
export type Dictionary = {
  pageTitles: { start: string; menu: string; cart: string; history: string; 'product-detail': string; other: string };
  /** The toasts' region and close button, for screen readers. */
  notifications: string;
  closeNotification: string;
  back: string;
  loading: string;
  reload: string;
  pageNotFound: string;
  seeMenu: string;
  language: string;
  start: { welcome: string; seat: string; intro1: string; intro2: string; cart: string; history: string; count: string };
  scan: { title: string; body1: string; body2: string };
  menu: { categories: string; empty: string; added: string; addOne: string; soldOut: string; other: string };
  product: { notFound: string; backToMenu: string; addedMany: string; addToCart: string };
  quantity: { legend: string; decrease: string; increase: string };
  cart: {
    ordered: string;
    empty: string;
    lines: string;
    confirmClear: string;
    clear: string;
    cancel: string;
    clearCart: string;
    note: string;
    optional: string;
    notePlaceholder: string;
    total: string;
    removeSoldOut: string;
    ordering: string;
    order: string;
    remove: string;
    soldOutLine: string;
    view: string;
    count: string;
    shortcut: string;
  };
  history: { none: string; total: string; orderedAt: string; orderLabel: string; note: string; orderMore: string };
  /** 店員呼び出し and お会計をお願いします (the server answers REQUEST_TOO_SOON within 30 s). */
  requests: { section: string; call: string; bill: string; callSent: string; billSent: string };
  /** 受付時間 and ラストオーダー (src/core/ordering-hours-words). */
  hours: HoursWords;
  options: { sheet: string; requiredOne: string; requiredAtLeast: string; optional: string; upTo: string; choose: string };
  statuses: Record<OrderStatus, string>;
  /** The store opens its seats at 来店 and has not opened this one: no order until staff do. */
  awaitingStaff: { title: string; body: string };
  /** 放題プラン (decision 024): its menu, its clock and the notices at ラストオーダー and at its end. */
  plan: {
    section: string;
    remaining: string;
    timerLabel: string;
    people: string;
    lastOrder: string;
    ended: string;
    limit: string;
    order: string;
    ordered: string;
    start: string;
    startPlan: string;
    terms: string;
    peopleLabel: string;
    started: string;
  };
  sessionClosed: string;
  urlError: string;
  errors: {
    generic: string;
    network: string;
    TOO_MANY_REQUESTS: string;
    SOLD_OUT: string;
    ITEM_NOT_FOUND: string;
    NOT_IN_CART: string;
    EMPTY_CART: string;
    ORDERED_BY_SEATMATE: string;
    VALIDATION_FAILED: string;
    REQUEST_TOO_SOON: string;
    ORDERING_CLOSED: string;
    INVALID_OPTIONS: string;
    SEAT_NOT_OPEN: string;
    PLAN_CLOSED: string;
    NOT_IN_PLAN: string;
    PLAN_LIMIT: string;
    PLAN_RUNNING: string;
  };
  allergens: {
    filter: string;
    filterTitle: string;
    filterHelp: string;
    hidden: string;
    clearAll: string;
    done: string;
    note: string;
    required: string;
    recommended: string;
    contains: string;
    noneEntered: string;
    labels: Record<Allergen, string>;
  };
};

/** A dictionary string with its `{name}` placeholders filled in. */
export { fill } from '@/core/text-template';

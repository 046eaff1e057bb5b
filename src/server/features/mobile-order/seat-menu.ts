import type { SeatMenu } from '@/core/contracts/mobile-order';
import { type DinerLanguage, translated } from '@/core/diner-languages';
import { localizeMenu } from '@/core/localize-menu';
import { orderingWindows } from '@/core/ordering-hours';
import type { Db } from '../../db/client';
import { readMenu } from '../../ordering/menu';
import { readOrderingRules } from '../../ordering/ordering-hours-sql';
import { isAwaitingStaff } from '../../ordering/seat-visits';
import type { DinerSeat } from '../../ordering/seats';

/**
 * The seat's menu as its diners see it, in their language: the store, its partner's colours, the
 * seat (named by its token), the store's and seat's names and the company's menu in that language
 * (Japanese where left untranslated), whether the seat waits for staff to open it, and its ordering hours (the windows computed here,
 * dated exceptions included, so the diner's script need not know that rule).
 */
export async function readSeatMenu(db: Db, { seat, company, brand }: DinerSeat, language: DinerLanguage = 'ja'): Promise<SeatMenu> {
  const now = Date.now();
  const [menu, { periods, exceptions }, awaitsStaff] = await Promise.all([
    readMenu(db, company.id),
    readOrderingRules(db, company.id, now),
    isAwaitingStaff(db, company.id, seat.id),
  ]);
  return {
    company: { id: company.id, name: company.name, storeName: translated(company.storeName, company.translations, language, 'storeName') },
    brand,
    seat: { id: seat.token, name: translated(seat.name, seat.translations, language, 'name'), isAwaitingStaff: awaitsStaff },
    orderingHours: periods,
    orderingWindows: orderingWindows(periods, exceptions, now),
    ...localizeMenu(menu, language),
  };
}

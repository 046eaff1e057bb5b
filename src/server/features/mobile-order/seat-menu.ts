import type { SeatMenu } from '@/core/api-types-ordering';
import type { DinerLanguage } from '@/core/diner-languages';
import { localizeMenu } from '@/core/localize-menu';
import type { Db } from '../../db/client';
import { readMenu } from '../../ordering/menu';
import { readOrderingHours } from '../../ordering/ordering-hours-sql';
import type { DinerSeat } from '../../ordering/seats';

/**
 * The seat's menu as its diners see it, in their language: the store, its partner's colours, the
 * seat (named by its token), the company's menu and its ordering hours.
 */
export async function readSeatMenu(db: Db, { seat, company, brand }: DinerSeat, language: DinerLanguage = 'ja'): Promise<SeatMenu> {
  const [menu, orderingHours] = await Promise.all([readMenu(db, company.id), readOrderingHours(db, company.id)]);
  return {
    company: { id: company.id, name: company.name, storeName: company.storeName },
    brand,
    seat: { id: seat.token, name: seat.name },
    orderingHours,
    ...localizeMenu(menu, language),
  };
}

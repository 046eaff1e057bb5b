import type { SeatMenu } from '@/core/api-types-ordering';
import type { DinerLanguage } from '@/core/diner-languages';
import { localizeMenu } from '@/core/localize-menu';
import type { Db } from '../../db/client';
import { readMenu } from '../../ordering/menu';
import type { DinerSeat } from '../../ordering/seats';

/** The seat's menu as its diners see it, in their language: the store, the seat (named by its token) and the company's menu. */
export async function readSeatMenu(db: Db, { seat, company }: DinerSeat, language: DinerLanguage = 'ja'): Promise<SeatMenu> {
  const menu = await readMenu(db, company.id);
  return {
    company: { id: company.id, name: company.name, storeName: company.storeName },
    seat: { id: seat.token, name: seat.name },
    ...localizeMenu(menu, language),
  };
}

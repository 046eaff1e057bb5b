import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { seats } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { seatNotFound } from '../../ordering/seats';
import { dinerUrl } from './list-seats';

/** The QR code of a seat's diner URL, as SVG for the print sheet. */
export async function seatQrSvg(db: Db, config: Config, user: CompanyUser, id: string) {
  const [seat] = await db
    .select({ token: seats.token })
    .from(seats)
    .where(and(eq(seats.companyId, user.companyId), eq(seats.id, id)));
  if (!seat) throw seatNotFound();
  return QRCode.toString(dinerUrl(config, user, seat.token), { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

import { and, eq } from 'drizzle-orm';
import type { Printer } from '@/core/contracts/printing';
import { type PrintRoute, printRoutes } from '@/core/kitchen-stations';
import { isAdminRole } from '@/core/permissions';
import type { PrinterInput } from '@/core/schemas/printing';
import type { Db } from '../../db/client';
import { printers } from '../../db/schema';
import type { CompanyUser } from '../../http/env';
import { forbidden, notFound } from '../../http/errors';

/** The printers set up, in the order of the routes (キッチン, ドリンク, デザート, レシート). */
export async function listPrinters(db: Db, user: Pick<CompanyUser, 'companyId'>): Promise<Printer[]> {
  const rows = await db.select().from(printers).where(eq(printers.companyId, user.companyId));
  return printRoutes.flatMap((route) =>
    rows
      .filter((r) => r.route === route)
      .map((r) => ({ route, name: r.name, host: r.host, deviceId: r.deviceId, paperWidth: r.paperWidth, isEnabled: r.isEnabled })),
  );
}

function routeOf(value: string): PrintRoute {
  const route = printRoutes.find((r) => r === value);
  if (!route) throw notFound('プリンターの用途が見つかりません');
  return route;
}

/** A printer points the staff tablets at an address on the store's network: the company's administrators set it. */
function assertAdmin(user: CompanyUser) {
  if (!isAdminRole(user.role)) throw forbidden('プリンターの設定には管理者権限が必要です');
}

export async function savePrinter(db: Db, user: CompanyUser, route: string, input: PrinterInput) {
  assertAdmin(user);
  const values = { ...input, route: routeOf(route), companyId: user.companyId, updatedAt: new Date() };
  await db
    .insert(printers)
    .values(values)
    .onConflictDoUpdate({ target: [printers.companyId, printers.route], set: { ...input, updatedAt: values.updatedAt } });
  return listPrinters(db, user);
}

export async function removePrinter(db: Db, user: CompanyUser, route: string) {
  assertAdmin(user);
  await db.delete(printers).where(and(eq(printers.companyId, user.companyId), eq(printers.route, routeOf(route))));
  return listPrinters(db, user);
}

/**
 * The origins of a company's printers, which its staff pages may connect to (the page policy's
 * connect-src): by the page's scheme, so an https page reaches its printers over https.
 */
export async function printerOrigins(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ host: printers.host })
    .from(printers)
    .where(and(eq(printers.companyId, companyId), eq(printers.isEnabled, true)));
  return [...new Set(rows.flatMap(({ host }) => [`http://${host}`, `https://${host}`]))];
}

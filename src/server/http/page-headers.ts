import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/**
 * The policy of the two HTML pages (back-office and diners'). No inline script and no eval:
 * an injected <script> or event-handler attribute does not run. Styles may be inline because
 * sonner and next-themes insert <style> elements at run time; style injection cannot run code.
 * Images: our files (/api/public/files), QR codes and previews as data: or blob: URLs.
 * The document preview frames our own /api/documents/…/pdf; no one may frame the pages.
 * The home-screen app's manifest is our own /manifest.webmanifest.
 * Connections go to our own API only, and from a signed-in member's back-office page also to the
 * company's own receipt and kitchen printers on its network (ePOS-Print from the browser).
 */
export const pageContentSecurityPolicy = (printerOrigins: readonly string[] = []) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...printerOrigins].join(' '),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** A printer's origin is a scheme and a host (and port) of the printer settings' form: nothing that could widen the policy. */
const isPrinterOrigin = (origin: string) => /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(origin);

/**
 * Adds the page policy to HTML answers (index.html from the static files as well as the fallback);
 * `printerOriginsOf` names the printers the signed-in member's company set up (none on the diners' page).
 */
export const pageHeaders = (printerOriginsOf: (c: Context) => Promise<string[]> = async () => []) =>
  createMiddleware(async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    const isDinerPage = c.req.path === '/mobile-order' || c.req.path.startsWith('/mobile-order/');
    const printers = isDinerPage ? [] : await printerOriginsOf(c).catch(() => []);
    c.res.headers.set('Content-Security-Policy', pageContentSecurityPolicy(printers.filter(isPrinterOrigin)));
    // Pages carry tokens in their URL (?resetToken=…): the address never leaves for another site.
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  });

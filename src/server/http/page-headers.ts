import { createMiddleware } from 'hono/factory';

/**
 * The policy of the two HTML pages (back-office and diners'). No inline script and no eval:
 * an injected <script> or event-handler attribute does not run. Styles may be inline because
 * sonner and next-themes insert <style> elements at run time; style injection cannot run code.
 * Images: our files (/api/public/files), QR codes and previews as data: or blob: URLs.
 * The document preview frames our own /api/documents/…/pdf; no one may frame the pages.
 * The home-screen app's manifest is our own /manifest.webmanifest.
 */
export const pageContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Adds the page policy to HTML answers (index.html from the static files as well as the fallback). */
export const pageHeaders = createMiddleware(async (c, next) => {
  await next();
  if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
  c.res.headers.set('Content-Security-Policy', pageContentSecurityPolicy);
  // Pages carry tokens in their URL (?resetToken=…): the address never leaves for another site.
  c.res.headers.set('Referrer-Policy', 'no-referrer');
});

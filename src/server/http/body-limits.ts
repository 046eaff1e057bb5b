const megabytes = (n: number) => n * 1024 * 1024;
export const maxImportMegabytes = 50;

/** The CSV imports, matched exactly: `PATCH /api/products/import` is a JSON edit of a row and gets 1 MB. */
const csvImport = /^\/api\/(products|customers)\/import$/;

/**
 * The largest request body a route takes. Upload chunks (tus, under /api/files) up to 32 MB
 * (the client sends 256 KiB), a CSV import 50 MB (50,000 rows of up to 1 KB: a customer row
 * with a long address and notes is 500+ bytes in UTF-8), and every JSON body 1 MB. The limit is
 * decided by method and exact route, so no JSON route inherits a file route's allowance.
 */
export function bodyLimitOf(method: string, path: string): number {
  if (path === '/api/files' || path.startsWith('/api/files/')) return megabytes(32);
  if (method === 'POST' && csvImport.test(path)) return megabytes(maxImportMegabytes);
  return megabytes(1);
}

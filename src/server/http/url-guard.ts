import { createMiddleware } from 'hono/factory';
import { AppError } from './errors';
import { isSafeUrl } from './safe-text';

/**
 * For every route under it (the whole API): a path segment or query key or value that is
 * malformed percent-encoding, or decodes to a control character or a lone surrogate, is a 400
 * here, so no route has to check its own parameters for them.
 */
export const rejectUnsafeUrl = createMiddleware(async (c, next) => {
  if (!isSafeUrl(c.req.url)) throw new AppError(400, 'INVALID_URL', 'URLに使用できない文字が含まれています');
  await next();
});

import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's address, from the socket — or the first X-Forwarded-For hop when the
 * server sits behind a proxy it trusts (TRUST_PROXY). Never from a header otherwise:
 * a client could name any address and escape a per-address limit.
 */
export function clientIp(c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests without a socket
  }
}

import { parseHost } from '@/core/hosts';

/**
 * Whether a diner URL may be answered on this host: a partner's subdomain answers only for
 * its own restaurants' seats, so a QR code of one brand never opens under another's name.
 * The main host (no subdomain: development, the API calls of tests and tools) and a host
 * outside MAIN_HOST (a proxy's own name) are left as they were.
 */
export function isSeatHost(host: string | undefined, mainHost: string, seatOemId: string): boolean {
  const parts = parseHost(host ?? '', mainHost);
  return parts.subdomain === null || parts.subdomain === seatOemId;
}

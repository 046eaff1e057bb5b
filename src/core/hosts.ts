/** Partner hosts are `{oemId}.{MAIN_HOST}`; the main host has no subdomain. */

export type HostParts = { isMainHost: boolean; subdomain: string | null; isForeign: boolean };

export function stripPort(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const i = h.lastIndexOf(':');
  return i === -1 ? h : h.slice(0, i);
}

export function parseHost(host: string, mainHost: string): HostParts {
  const name = stripPort(host);
  const main = mainHost.toLowerCase();
  if (name === main) return { isMainHost: true, subdomain: null, isForeign: false };
  if (name.endsWith(`.${main}`)) {
    const sub = name.slice(0, -(main.length + 1));
    if (/^[a-z0-9-]+$/.test(sub)) return { isMainHost: false, subdomain: sub, isForeign: false };
  }
  return { isMainHost: false, subdomain: null, isForeign: true };
}

/** Origin of a partner (or the main host when oemId is null), keeping scheme and port. */
export function hostOrigin(base: { protocol: string; mainHost: string; port: string }, oemId: string | null): string {
  const host = oemId ? `${oemId}.${base.mainHost}` : base.mainHost;
  const protocol = base.protocol.endsWith(':') ? base.protocol : `${base.protocol}:`;
  return `${protocol}//${host}${base.port ? `:${base.port}` : ''}`;
}

import { hostOrigin } from '@/core/hosts';
import { useHostInfo } from '@/web/lib/session';

/** A partner's address: its id as subdomain of the main host, on this page's scheme and port. */
export function usePartnerUrl(): (oemId: string) => string {
  const { data: host } = useHostInfo();
  const mainHost = host?.mainHost ?? window.location.hostname;
  return (oemId) => hostOrigin({ protocol: window.location.protocol, mainHost, port: window.location.port }, oemId);
}

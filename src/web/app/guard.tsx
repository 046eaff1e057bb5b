import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { decideNavigation, type NavigationDecision } from '@/core/navigation';
import { LoadingOverlay } from '@/web/components/ui/primitives/loading-overlay';
import { useBrand } from '@/web/lib/brand';
import { leaveWithToast } from '@/web/lib/flash';
import { authStateOf, signOut, useHostInfo, useMe, wrongHostOf } from '@/web/lib/session';
import { AppLayout } from './app-layout';
import { ErrorScreen } from './error-screens';
import { WrongSiteScreen } from './wrong-site-screen';

/**
 * The routing guard. Every rule lives in decideNavigation (core); this component only
 * gathers what the browser knows and carries out the decision.
 */
export function Guard() {
  const location = useLocation();
  const navigate = useNavigate();
  const host = useHostInfo();
  const me = useMe();
  const [wrongSite, setWrongSite] = useState<Extract<NavigationDecision, { kind: 'wrong-site' }> | null>(null);

  const decision: NavigationDecision | null = host.data
    ? decideNavigation({
        pathname: location.pathname,
        search: location.search,
        host: host.data,
        origin: { protocol: window.location.protocol, port: window.location.port },
        auth: authStateOf(me.data),
        me: me.data,
        wrongHost: wrongHostOf(me.error),
      })
    : null;
  // The decision is a fresh object every render; its content is what the effect depends on.
  const decisionKey = JSON.stringify(decision);
  useBrand(me.data?.oem ?? host.data?.oem);

  // biome-ignore lint/correctness/useExhaustiveDependencies: decisionKey stands for decision.
  useEffect(() => {
    if (!decision) return;
    if (decision.kind === 'redirect') {
      // The id keeps a repeated effect (StrictMode, quick re-renders) from stacking the same toast.
      if (decision.message) toast.error(decision.message, { id: decision.message });
      navigate(decision.to, { replace: true });
    } else if (decision.kind === 'leave') {
      window.location.replace(decision.url);
    } else if (decision.kind === 'wrong-site') {
      // Kept once shown: the session leaving this host (handed over or ended) would otherwise turn the page into /login.
      setWrongSite(decision);
    } else if (decision.kind === 'sign-out') {
      const { message } = decision;
      // Only a successful sign-out reloads: otherwise /login would hit the same rule again, in a loop.
      signOut().then(
        () => leaveWithToast('/login', { type: 'error', message }),
        () => toast.error(message, { id: message }),
      );
    }
  }, [decisionKey, navigate]);

  if (wrongSite) return <WrongSiteScreen message={wrongSite.message} url={wrongSite.url} linkLabel={wrongSite.linkLabel} />;
  if (host.isError) return <ErrorScreen onAction={() => host.refetch()} />;
  if (!decision) return <LoadingOverlay />;
  if (decision.kind === 'loading' && me.isError) return <ErrorScreen onAction={() => me.refetch()} />;

  switch (decision.kind) {
    case 'unknown-host':
      return <ErrorScreen message="URLを確認してください" />;
    case 'sign-out':
      return <ErrorScreen message={decision.message} />;
    case 'render':
      return <AppLayout layout={decision.layout} isCompanyScoped={decision.companyScoped} />;
    default:
      // loading, redirect, leave: keep the overlay so the wrong page never flashes.
      return <LoadingOverlay />;
  }
}

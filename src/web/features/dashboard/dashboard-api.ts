import { useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalEndpoints } from '@/core/contracts/approvals';
import { dashboardEndpoints as endpoints } from '@/core/contracts/dashboard';
import { call } from '@/web/lib/api';
import { useCompanyEvents } from '@/web/lib/use-company-events';

export const dashboardKey = ['dashboard'] as const;

// Every change that moves a figure on the dashboard: orders and seats, documents, and the
// first products and customers that tick off the setup steps.
const eventTypes = ['order.created', 'order.updated', 'seat.changed', 'document.changed', 'product.changed', 'customer.changed'] as const;

/** Only company users have a dashboard (and an event stream); for others the query stays idle. */
export function useDashboard(isCompanyUser: boolean) {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => call(endpoints.get, { signal }),
    enabled: isCompanyUser,
  });
}

/**
 * Keeps the figures live. After a dropped connection (`ready` or `reset` again) it reloads
 * too, since events may have been missed meanwhile. Only company users with an area flag
 * have a stream.
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient();
  useCompanyEvents(eventTypes, () => {
    // A burst of events (an import, a busy lunch) joins the request already on its way.
    void queryClient.invalidateQueries({ queryKey: dashboardKey }, { cancelRefetch: false });
  });
}

/** 承認待ち of the signed-in member (the same query as the 承認待ち screen's), for members who may open it. */
export function useApprovalCount(isEnabled: boolean) {
  const queryClient = useQueryClient();
  useCompanyEvents(['document.changed'], () => {
    void queryClient.invalidateQueries({ queryKey: ['approvals'] }, { cancelRefetch: false });
  });
  return useQuery({ queryKey: ['approvals'], queryFn: ({ signal }) => call(approvalEndpoints.queue, { signal }), enabled: isEnabled });
}

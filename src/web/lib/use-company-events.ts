import { type CompanyEvents, canReceiveStaffEvents } from '@/core/live-events';
import { accessSubjectOf } from '@/core/permissions';
import { useMe } from './session';
import { type ListenedEvent, type StreamStatus, useEventStream } from './use-event-stream';

/** The signed-in company's stream, shared by every back-office screen. */
const companyEventsUrl = '/api/events';

/**
 * The company stream for the named event types, opened only for a company user the server
 * would let in (a member without any area flag would only be refused, again and again).
 */
export function useCompanyEvents<T extends keyof CompanyEvents>(
  types: readonly T[],
  onEvent?: (event: ListenedEvent<CompanyEvents, T>) => void,
): StreamStatus {
  const { data: me } = useMe();
  const canReceive = Boolean(me?.company && canReceiveStaffEvents(accessSubjectOf(me.user, me.oem)));
  return useEventStream<CompanyEvents, T>(canReceive ? companyEventsUrl : null, types, onEvent);
}

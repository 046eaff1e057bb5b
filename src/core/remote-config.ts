/**
 * Remote config (specification section 9): parameters a platform manager sets per partner,
 * read by that partner's pages. A client fetches at most every 12 hours, gives up on a fetch
 * after 60 s and keeps working with the values it fetched last.
 */
export const remoteConfigFetchTimeoutMs = 60_000;
export const remoteConfigMinimumFetchIntervalMs = 43_200_000;
/** Parameters a partner may have (the specification's 100 custom signals). */
export const maxRemoteConfigParameters = 100;

export type RemoteConfigValues = Record<string, string>;

/** The parameters the product itself reads; any other key is kept and served for the partner's own use. */
export const knownRemoteConfigKeys = {
  /** A notice shown above every back-office page of the partner (empty: none). */
  announcement: 'お知らせ（全ページの上部に表示）',
} as const;

import { useEffect, useState } from 'react';
import { shellEndpoints } from '@/core/contracts/shell';
import { type RemoteConfigValues, remoteConfigFetchTimeoutMs, remoteConfigMinimumFetchIntervalMs } from '@/core/remote-config';
import { call } from './api';

/**
 * The partner's remote config in this browser: kept in storage with the time it was fetched,
 * fetched again only once 12 hours have passed, and a failed or slow fetch (60 s at most)
 * leaves the kept values in use.
 */
export type KeptRemoteConfig = { values: RemoteConfigValues; fetchedAt: number };

const storageKey = 'kanri:remote-config';

export type RemoteConfigDeps = {
  now: () => number;
  fetchValues: (signal: AbortSignal) => Promise<RemoteConfigValues>;
  read: () => string | null;
  write: (raw: string) => void;
};

export function readKept(raw: string | null): KeptRemoteConfig | null {
  try {
    const kept = JSON.parse(raw ?? 'null') as Partial<KeptRemoteConfig> | null;
    if (!kept || typeof kept.fetchedAt !== 'number' || typeof kept.values !== 'object' || kept.values === null) return null;
    const values = Object.fromEntries(
      Object.entries(kept.values).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { values, fetchedAt: kept.fetchedAt };
  } catch {
    return null;
  }
}

/** The values to use now: the kept ones while fresh, else freshly fetched ones, else the kept ones anyway. */
export async function loadRemoteConfig(deps: RemoteConfigDeps): Promise<RemoteConfigValues> {
  const kept = readKept(deps.read());
  if (kept && deps.now() - kept.fetchedAt < remoteConfigMinimumFetchIntervalMs) return kept.values;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('remote config fetch timed out', 'TimeoutError')),
    remoteConfigFetchTimeoutMs,
  );
  try {
    const values = await deps.fetchValues(controller.signal);
    deps.write(JSON.stringify({ values, fetchedAt: deps.now() } satisfies KeptRemoteConfig));
    return values;
  } catch {
    return kept?.values ?? {};
  } finally {
    clearTimeout(timer);
  }
}

const browserDeps: RemoteConfigDeps = {
  now: () => Date.now(),
  fetchValues: async (signal) => (await call(shellEndpoints.remoteConfig, { signal })).values,
  read: () => {
    try {
      return window.localStorage.getItem(storageKey);
    } catch {
      return null;
    }
  },
  write: (raw) => {
    try {
      window.localStorage.setItem(storageKey, raw);
    } catch {
      // Without storage every page load fetches; the values still apply.
    }
  },
};

/** The partner's remote config for this page: the kept values at once, updated when a due fetch answers. */
export function useRemoteConfig(): RemoteConfigValues {
  const [values, setValues] = useState<RemoteConfigValues>(() => readKept(browserDeps.read())?.values ?? {});
  useEffect(() => {
    let isCurrent = true;
    loadRemoteConfig(browserDeps).then((loaded) => {
      if (isCurrent) setValues(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return values;
}

import { describe, expect, it, vi } from 'vitest';
import { remoteConfigFetchTimeoutMs, remoteConfigMinimumFetchIntervalMs } from '@/core/remote-config';
import { loadRemoteConfig, type RemoteConfigDeps } from './remote-config';

/** A browser's storage and the server, as far as the remote config sees them. */
function world(start: number, answer: RemoteConfigDeps['fetchValues']) {
  let stored: string | null = null;
  let now = start;
  const fetchValues = vi.fn(answer);
  const deps: RemoteConfigDeps = {
    now: () => now,
    fetchValues,
    read: () => stored,
    write: (raw) => {
      stored = raw;
    },
  };
  const advance = (ms: number) => {
    now += ms;
  };
  return { deps, fetchValues, advance };
}

describe('remote config in the browser', () => {
  it('fetches once, then keeps the values for 12 hours before fetching again', async () => {
    let announcement = '年末年始の営業時間';
    const w = world(1_000_000, async () => ({ announcement }));
    expect(await loadRemoteConfig(w.deps)).toEqual({ announcement: '年末年始の営業時間' });
    announcement = '新メニューのお知らせ';
    w.advance(remoteConfigMinimumFetchIntervalMs - 1);
    expect(await loadRemoteConfig(w.deps)).toEqual({ announcement: '年末年始の営業時間' });
    expect(w.fetchValues).toHaveBeenCalledTimes(1);
    w.advance(1);
    expect(await loadRemoteConfig(w.deps)).toEqual({ announcement: '新メニューのお知らせ' });
    expect(w.fetchValues).toHaveBeenCalledTimes(2);
  });

  it('keeps working with the kept values when a due fetch fails, and with none before the first', async () => {
    let isDown = true;
    const w = world(0, async () => {
      if (isDown) throw new Error('offline');
      return { announcement: '営業中' };
    });
    expect(await loadRemoteConfig(w.deps)).toEqual({});
    isDown = false;
    expect(await loadRemoteConfig(w.deps)).toEqual({ announcement: '営業中' });
    isDown = true;
    w.advance(remoteConfigMinimumFetchIntervalMs);
    expect(await loadRemoteConfig(w.deps)).toEqual({ announcement: '営業中' });
  });

  it('gives up on a fetch after 60 seconds', async () => {
    vi.useFakeTimers();
    try {
      let aborted = -1;
      const w = world(
        0,
        (signal) =>
          new Promise((_, reject) =>
            signal.addEventListener('abort', () => {
              aborted = Date.now();
              reject(signal.reason);
            }),
          ),
      );
      const started = Date.now();
      const loading = loadRemoteConfig(w.deps);
      await vi.advanceTimersByTimeAsync(remoteConfigFetchTimeoutMs - 1);
      expect(aborted).toBe(-1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await loading).toEqual({});
      expect(aborted - started).toBe(remoteConfigFetchTimeoutMs);
    } finally {
      vi.useRealTimers();
    }
  });
});

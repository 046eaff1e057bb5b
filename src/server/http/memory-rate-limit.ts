type Window = { count: number; startedAt: number };

/**
 * A fixed-window counter per key, in this process's memory, holding at most `maxKeys`
 * keys: when full, the key seen longest ago is forgotten first. For callers that must not
 * cost a database write (e.g. requests naming nothing that exists), at the price of being
 * per instance and forgiving to someone who rotates through more keys than it holds.
 */
export function createMemoryRateLimit({
  windowMs,
  max,
  maxKeys,
  now = Date.now,
}: {
  windowMs: number;
  max: number;
  maxKeys: number;
  now?: () => number;
}) {
  const windows = new Map<string, Window>();
  return {
    /** Counts one request of `key`; false once it is over `max` in its window. */
    hit(key: string): boolean {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs) window = { count: 0, startedAt: at };
      window.count++;
      // Re-inserting moves the key to the end: Map order is then "least recently seen first".
      windows.delete(key);
      windows.set(key, window);
      if (windows.size > maxKeys) windows.delete(windows.keys().next().value as string);
      return window.count <= max;
    },
    get size() {
      return windows.size;
    },
  };
}

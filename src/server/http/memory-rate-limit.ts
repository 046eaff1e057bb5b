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

type Bucket = { tokens: number; at: number };

/**
 * A token bucket per key, in this process's memory (so limits apply per instance): a key
 * may burst `capacity` requests, and regains `capacity` tokens evenly over `refillMs`. It
 * costs no database write, which the diner endpoints cannot afford at hundreds of orders a
 * second. At most `maxKeys` keys are held; the key seen longest ago is forgotten first.
 */
export function createTokenBucket({
  capacity,
  refillMs,
  maxKeys,
  now = Date.now,
}: {
  capacity: number;
  refillMs: number;
  maxKeys: number;
  now?: () => number;
}) {
  const buckets = new Map<string, Bucket>();
  return {
    /** Takes one token of `key`; false when its bucket is empty. */
    take(key: string): boolean {
      const at = now();
      const bucket = buckets.get(key) ?? { tokens: capacity, at };
      bucket.tokens = Math.min(capacity, bucket.tokens + ((at - bucket.at) * capacity) / refillMs);
      bucket.at = at;
      const isAllowed = bucket.tokens >= 1;
      if (isAllowed) bucket.tokens -= 1;
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value as string);
      return isAllowed;
    },
    get size() {
      return buckets.size;
    },
  };
}

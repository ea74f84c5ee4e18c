import { LRUCache } from 'lru-cache';

/** Where a failed background rebuild is told: the app's logger (its serializers keep values out). */
export interface CacheLog {
  error(obj: object, msg: string): void;
}

export interface CacheOptions<K, V, C> {
  /** Names the cache in the log line of a failed rebuild (never its keys: they may hold a visitor's search). */
  name: string;
  /** How long a value answers as fresh (above 0). */
  ttlMs: number;
  /** Keys kept at once, the least recently used dropped first; 0 keeps nothing (every read loads). */
  max: number;
  /** `context` is the reader's (the first one's, when several wait for one load): what the key stands for. */
  load: (key: K, context: C) => Promise<V>;
  /**
   * Past its lifetime a kept value still answers while one rebuild runs in the background; a
   * rebuild that fails is logged here and leaves the value in place, and the next read past the
   * lifetime tries again. Without it, a read past the lifetime waits for the new value.
   */
  staleWhileRebuilding?: CacheLog;
}

export interface Cache<K, V, C = undefined> {
  get(key: K, context?: C): Promise<V>;
  /** Drops every value: a load already running serves the readers waiting for it, and is not kept. */
  invalidate(): void;
  /** The keys holding a value now (tests, diagnostics). */
  keys(): K[];
  readonly size: number;
}

/**
 * Values loaded per key on `lru-cache` (decision 051): a TTL, a bound on the keys, and single
 * flight (concurrent readers of a key wait for one load). A failed load is not kept. Values are
 * boxed, so `null` is a value like any other.
 */
export function cache<K extends string | number, V, C = undefined>(
  opts: CacheOptions<K, V, C>,
): Cache<K, V, C> {
  if (!(opts.ttlMs > 0)) throw new Error(`cache ${opts.name}: ttlMs must be above 0`);
  if (opts.max <= 0) {
    return { get: (key, context) => opts.load(key, context as C), invalidate() {}, keys: () => [], size: 0 };
  }
  const log = opts.staleWhileRebuilding;
  const entries = new LRUCache<K, { value: V }, unknown>({
    max: opts.max,
    ttl: opts.ttlMs,
    // Date's clock, read on every check: the lifetimes follow the clock tests move.
    perf: Date,
    ttlResolution: 0,
    allowStale: log !== undefined,
    noDeleteOnFetchRejection: log !== undefined,
    // An invalidation during a load: its waiting readers still get it, but it is not kept.
    ignoreFetchAbort: true,
    fetchMethod: async (key, stale, { context }) => {
      try {
        return { value: await opts.load(key, context as C) };
      } catch (err) {
        if (log && stale !== undefined) {
          log.error(
            { err, cache: opts.name },
            'a cache rebuild failed; the previous value answers meanwhile',
          );
        }
        throw err;
      }
    },
  });
  return {
    async get(key, context) {
      const boxed = await entries.fetch(key, { context });
      if (!boxed) throw new Error(`cache ${opts.name}: a load gave nothing`);
      return boxed.value;
    },
    invalidate: () => entries.clear(),
    keys: () => [...entries.keys()],
    get size() {
      return entries.size;
    },
  };
}

/** One value (a list, a count) kept the same way: `cache` with a single key. */
export function cachedValue<V>(name: string, load: () => Promise<V>, ttlMs: number) {
  const one = cache<'value', V>({ name, ttlMs, max: 1, load });
  return { get: () => one.get('value'), invalidate: one.invalidate };
}

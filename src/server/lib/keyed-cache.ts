/**
 * Values computed per key at most once per `ttlMs` and shared by concurrent callers, at most `max`
 * keys at once (the oldest goes first; 0 keeps nothing), so no pattern of requests grows it past that. A failed
 * computation is not kept. `invalidate()` drops everything: a computation already running then
 * serves only the callers that were waiting for it.
 */
export function keyedCache<V>(opts: { ttlMs: number; max: number }) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      if (opts.max <= 0) return load();
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at <= opts.ttlMs) return hit.value;
      entries.delete(key);
      const value = load();
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size >= opts.max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: Date.now(), value });
      return value;
    },
    invalidate(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

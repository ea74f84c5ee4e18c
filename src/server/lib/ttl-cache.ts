/**
 * One value computed at most once per `ttlMs`, shared by concurrent callers. `invalidate()` drops it
 * after a write in this process; other processes see the change within the TTL.
 */
export function ttlCache<T>(load: () => Promise<T>, ttlMs: number) {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return {
    get(): Promise<T> {
      if (!value || Date.now() - loadedAt > ttlMs) {
        loadedAt = Date.now();
        value = load().catch((err) => {
          value = undefined;
          throw err;
        });
      }
      return value;
    },
    invalidate(): void {
      value = undefined;
    },
  };
}

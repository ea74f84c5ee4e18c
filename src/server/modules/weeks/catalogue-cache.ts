import type { Db } from '#src/server/db/client.ts';
import { buildRepresentation, type CatalogueKey, type Representation } from './catalogue-build';

/**
 * How long week writes made by another process (a second server, the demo seeder) may take to
 * show in the whole-catalogue reads. Past it, the next read starts a rebuild and is answered from
 * the previous build meanwhile. This process's own writes call `invalidate()` and show at once.
 */
const CATALOGUE_TTL_MS = 30_000;

export interface CatalogueOptions {
  /** Unknown ids are never built or kept, so the cache holds at most one entry per location plus 'all'. */
  isKnownLocation(id: number): Promise<boolean>;
  ttlMs?: number;
  build?: (db: Db, key: CatalogueKey) => Promise<Representation>;
}

/**
 * The answers of `GET /api/weeks/location[/:id]`, one shared representation per key (decision 012).
 * Single flight: concurrent readers of a key wait for the same build; builds run one at a time,
 * so the process never holds more than one build in progress.
 */
export function wholeCatalogue(db: Db, opts: CatalogueOptions) {
  const ttlMs = opts.ttlMs ?? CATALOGUE_TTL_MS;
  const build = opts.build ?? buildRepresentation;
  // Bumped by every invalidation: a build that started before one is handed to the readers that
  // were already waiting for it, but never kept.
  let generation = 0;
  const entries = new Map<CatalogueKey, { rep: Representation; builtAt: number }>();
  const builds = new Map<CatalogueKey, { generation: number; promise: Promise<Representation> }>();
  let queue: Promise<unknown> = Promise.resolve();

  function startBuild(key: CatalogueKey): Promise<Representation> {
    const startedIn = generation;
    const promise = queue.then(async () => {
      const startedAt = Date.now();
      const rep = await build(db, key);
      if (startedIn === generation) entries.set(key, { rep, builtAt: startedAt });
      return rep;
    });
    queue = promise.catch(() => {});
    const own = { generation: startedIn, promise };
    builds.set(key, own);
    promise
      .finally(() => {
        if (builds.get(key) === own) builds.delete(key);
      })
      .catch(() => {});
    return promise;
  }

  return {
    /** The key's representation, or undefined for a location id that does not exist. */
    async get(key: CatalogueKey): Promise<Representation | undefined> {
      if (key !== 'all' && !(await opts.isKnownLocation(key))) return undefined;
      const entry = entries.get(key);
      const pending = builds.get(key);
      if (entry) {
        // Stale while rebuilding: the old build answers until the new one is ready; a failed
        // refresh leaves it in place and the next read past the TTL tries again.
        if (Date.now() - entry.builtAt > ttlMs && !pending) startBuild(key).catch(() => {});
        return entry.rep;
      }
      if (pending && pending.generation === generation) return pending.promise;
      return startBuild(key);
    },

    /** Drops every representation: the next read of each key waits for a build that sees the change. */
    invalidate(): void {
      generation++;
      entries.clear();
    },

    /** The keys held now (tests, diagnostics). */
    cachedKeys: (): CatalogueKey[] => [...entries.keys()],
  };
}

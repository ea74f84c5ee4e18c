import type { Db } from '#src/server/db/client.ts';
import { type CacheLog, cache } from '#src/server/lib/cache.ts';
import { buildRepresentation, type CatalogueKey, type Representation } from './catalogue-build';

/**
 * How long week writes made by another process (a second server, the demo seeder) may take to
 * show in the whole-catalogue reads when the change feed is down (decision 030: the feed drops
 * every process's builds at once). Past it, the next read starts a rebuild and is answered from
 * the previous build meanwhile. This process's own writes call `invalidate()` and show at once.
 */
const CATALOGUE_TTL_MS = 30_000;

/** 'all' and one key per destination: far more than there are destinations. */
const CATALOGUE_KEYS_KEPT = 1_000;

export interface CatalogueOptions {
  /** Unknown ids are never built or kept, so the cache holds at most one entry per location plus 'all'. */
  isKnownLocation(id: number): Promise<boolean>;
  /** Where a failed background rebuild is logged (the old build keeps answering). */
  log: CacheLog;
  ttlMs?: number;
  build?: (db: Db, key: CatalogueKey) => Promise<Representation>;
}

/**
 * The answers of `GET /api/weeks/location[/:id]`, one shared representation per key (decision 012).
 * Single flight: concurrent readers of a key wait for the same build; builds run one at a time,
 * so the process never holds more than one build in progress. An invalidation drops every build:
 * one already running is handed to the readers that were waiting for it, but never kept.
 */
export function wholeCatalogue(db: Db, opts: CatalogueOptions) {
  const build = opts.build ?? buildRepresentation;
  let queue: Promise<unknown> = Promise.resolve();
  const builds = cache<CatalogueKey, Representation>({
    name: 'whole catalogue',
    ttlMs: opts.ttlMs ?? CATALOGUE_TTL_MS,
    max: CATALOGUE_KEYS_KEPT,
    // Stale while rebuilding: the old build answers until the new one is ready.
    staleWhileRebuilding: opts.log,
    load: (key) => {
      const next = queue.then(() => build(db, key));
      queue = next.catch(() => {});
      return next;
    },
  });

  return {
    /** The key's representation, or undefined for a location id that does not exist. */
    async get(key: CatalogueKey): Promise<Representation | undefined> {
      if (key !== 'all' && !(await opts.isKnownLocation(key))) return undefined;
      return builds.get(key);
    },

    /** Drops every representation: the next read of each key waits for a build that sees the change. */
    invalidate: builds.invalidate,

    /** The keys held now (tests, diagnostics). */
    cachedKeys: (): CatalogueKey[] => builds.keys(),
  };
}

import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel on which the database announces writes: a statement-level trigger on each table a
 * process caches something from sends the table's name when the writing transaction commits
 * (migration 0018), whoever wrote — a route in any process, a job, the admin CLI, a migration.
 */
export const CHANGES_CHANNEL = 'semana_changes';

/** The tables whose writes are announced (the triggers of migration 0018). */
export type ChangedTable =
  | 'brands'
  | 'contract_types'
  | 'exchange_rates'
  | 'locations'
  | 'property_listings'
  | 'resort_locations'
  | 'resorts'
  | 'unit_type_images'
  | 'unit_types'
  | 'users'
  | 'weeks';

/**
 * Tells each process's caches when the data behind them changed anywhere (decision 030). A handler
 * also runs when the feed's connection was lost: announcements may have been missed meanwhile.
 */
export interface ChangeFeed {
  /** Calls `fn` after a write to any of `tables` committed; returns the unsubscribe. */
  on(tables: readonly ChangedTable[], fn: () => void): () => void;
  close(): Promise<void>;
}

/** Where a lost or refused listening connection is reported. */
interface FeedLogger {
  warn(obj: object, msg: string): void;
}

/** A feed that announces nothing: for tools that keep no caches across requests. */
export const silentFeed: ChangeFeed = { on: () => () => {}, close: async () => {} };

function handlers() {
  const byTable = new Map<string, Set<() => void>>();
  const all = new Set<() => void>();
  const run = (fns: Iterable<() => void>) => {
    for (const fn of [...fns]) fn();
  };
  return {
    add(tables: readonly ChangedTable[], fn: () => void): () => void {
      // One handler object per subscription, so the same function subscribed twice is two entries.
      const entry = () => fn();
      all.add(entry);
      for (const t of tables) {
        const set = byTable.get(t) ?? new Set();
        set.add(entry);
        byTable.set(t, set);
      }
      return () => {
        all.delete(entry);
        for (const t of tables) byTable.get(t)?.delete(entry);
      };
    },
    changed(table: string): void {
      const set = byTable.get(table);
      if (set) run(set);
    },
    everything(): void {
      run(all);
    },
  };
}

/**
 * The embedded database is one process: its own listener hears every commit, and PGlite queues the
 * handlers before the writing statement's promise settles, so a change shows on the next read.
 */
export function pgliteFeed(client: PGlite): ChangeFeed {
  const subs = handlers();
  let listening: Promise<() => Promise<void>> | undefined;
  return {
    on(tables, fn) {
      listening ??= client.listen(CHANGES_CHANNEL, (table) => subs.changed(table));
      return subs.add(tables, fn);
    },
    async close() {
      const unlisten = await listening?.catch(() => undefined);
      await unlisten?.().catch(() => {});
    },
  };
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * PostgreSQL: one connection per process holds `LISTEN`, opened on the first subscription (a tool
 * that subscribes nothing opens none). Notifications arrive a few milliseconds after the commit. If
 * that connection is lost, every handler runs (what changed meanwhile is unknown) and the feed
 * connects again with a growing pause; until then the caches' own lifetimes bound their age.
 */
export function postgresFeed(url: string, log: FeedLogger): ChangeFeed {
  const subs = handlers();
  let client: pg.Client | undefined;
  let closed = false;
  let started = false;
  let pause = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    timer = undefined;
    if (closed) return;
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      c.end().catch(() => {});
      if (closed) return;
      log.warn(
        {
          err: err
            ? { code: (err as { code?: string }).code, message: err.message.replace(/\/\/[^/@\s]*@/g, '//') }
            : undefined,
        },
        'change notifications interrupted; caches start again and the listener reconnects',
      );
      subs.everything();
      timer = setTimeout(connect, pause);
      timer.unref();
      pause = Math.min(pause * 2, RECONNECT_MAX_MS);
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', (n) => {
      if (n.channel === CHANGES_CHANNEL && n.payload) subs.changed(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (closed || lost) {
        await c.end().catch(() => {});
        return;
      }
      client = c;
      // Anything written between the last announcement heard and this LISTEN went unheard.
      if (pause > RECONNECT_MIN_MS) subs.everything();
      pause = RECONNECT_MIN_MS;
    } catch (err) {
      onLost(err as Error);
    }
  };

  return {
    on(tables, fn) {
      if (!started) {
        started = true;
        void connect();
      }
      return subs.add(tables, fn);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}

/** A view of `feed` whose `close()` ends only its own subscriptions (an app on a shared database). */
export function scopedFeed(feed: ChangeFeed): ChangeFeed {
  const subscriptions = new Set<() => void>();
  return {
    on(tables, fn) {
      const off = feed.on(tables, fn);
      const unsubscribe = () => {
        subscriptions.delete(unsubscribe);
        off();
      };
      subscriptions.add(unsubscribe);
      return unsubscribe;
    },
    async close() {
      for (const off of [...subscriptions]) off();
    },
  };
}

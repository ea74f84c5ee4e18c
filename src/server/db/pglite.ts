import { statfs } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm for the text searches' indexes, decision 025). An
 * embedded database that holds those indexes cannot even insert a row into their tables without
 * them, so every PGlite that opens our data is made here.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * An embedded database in `dataDir`, or in memory when it is undefined (started from the data
 * directory dumped in `load`, when given: a migrated template, decision 049). The options are passed
 * as one object: `new PGlite(undefined, options)` opens an in-memory database without the extensions.
 * One on disk is reopened by itself after a PANIC (decision 041).
 */
export function newPglite(dataDir?: string, load?: Blob): PGlite {
  if (!dataDir) return new PGlite({ extensions: PGLITE_EXTENSIONS, ...(load ? { loadDataDir: load } : {}) });
  return reopeningPglite(dataDir, () => new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS }));
}

/** Room a reopen needs: recovery may write a whole WAL segment; below it the attempt only fails. */
const REOPEN_MIN_FREE_BYTES = 16 * 1024 * 1024;
/** Opening blocks the event loop for a second or more: never tried more often than this. */
const REOPEN_EVERY_MS = 5000;

/** What every statement answers while the engine is stopped: a 503 (full disk, or unavailable). */
function stoppedError(panic: { code?: unknown; message?: unknown }): Error {
  return Object.assign(
    new Error(
      `The embedded database stopped after a fatal error (${String(panic.message)}); it reopens by itself`,
    ),
    // 53100 keeps a full disk's answer ("out of disk space"); any other PANIC reads as FATAL, a lost connection.
    { code: typeof panic.code === 'string' ? panic.code : 'XX000', severity: 'FATAL', cause: panic },
  );
}

/**
 * PostgreSQL PANICs when it cannot write its WAL: a full disk at the moment a commit needs a new WAL
 * segment does it. A real server restarts the backend; PGlite instead spins forever, synchronously,
 * in the next statement it is given, freezing the whole process. So once a statement answers PANIC
 * no statement reaches that engine again (each gets `stoppedError` at once), and the next statement
 * after there is room again closes it and opens the directory anew: PostgreSQL's crash recovery
 * replays the WAL, so every committed write is there. Listeners are moved to the new engine.
 */
function reopeningPglite(dataDir: string, open: () => PGlite): PGlite {
  let current = open();
  let panic: { code?: unknown; message?: unknown } | undefined;
  let reopening: Promise<PGlite> | undefined;
  let lastAttempt = 0;
  let closed = false;
  const listeners = new Set<{
    channel: string;
    callback: (payload: string) => void;
    unlisten?: () => Promise<void>;
  }>();

  const guard = (engine: PGlite) => {
    const raw = engine.execProtocolRawSync.bind(engine);
    engine.execProtocolRawSync = (message) => {
      if (panic && engine === current) throw stoppedError(panic);
      return raw(message);
    };
    for (const name of ['execProtocol', 'execProtocolStream'] as const) {
      const original = (engine[name] as (...args: unknown[]) => Promise<unknown>).bind(engine);
      (engine as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        try {
          return await original(...args);
        } catch (err) {
          if ((err as { severity?: unknown }).severity === 'PANIC' && engine === current)
            panic ??= err as object;
          throw err;
        }
      };
    }
    return engine;
  };
  guard(current);

  const reopen = async (): Promise<PGlite> => {
    const stopped = current;
    const { bavail, bsize } = await statfs(dataDir);
    if (bavail * bsize < REOPEN_MIN_FREE_BYTES) throw stoppedError(panic!);
    await stopped.close().catch(() => {});
    const next = open();
    try {
      await next.waitReady;
    } catch (err) {
      await next.close().catch(() => {});
      throw Object.assign(stoppedError(panic!), { reopenError: String(err) });
    }
    for (const l of listeners) l.unlisten = await next.listen(l.channel, l.callback);
    current = guard(next);
    panic = undefined;
    return next;
  };

  /** The engine to run a statement on: the current one, or a new one once the stopped one can be replaced. */
  const engine = async (): Promise<PGlite> => {
    if (!panic || closed) return current;
    if (!reopening) {
      if (Date.now() - lastAttempt < REOPEN_EVERY_MS) throw stoppedError(panic);
      lastAttempt = Date.now();
      reopening = reopen().finally(() => {
        reopening = undefined;
      });
    }
    return reopening;
  };

  const forwarded = new Set([
    'query',
    'sql',
    'exec',
    'transaction',
    'describeQuery',
    'execProtocol',
    'execProtocolRaw',
    'execProtocolStream',
    'runExclusive',
  ]);

  return new Proxy(current, {
    has: (_target, prop) => prop in current,
    get(_target, prop) {
      if (prop === 'close') {
        return async () => {
          closed = true;
          await current.close();
        };
      }
      if (prop === 'listen') {
        return async (channel: string, callback: (payload: string) => void) => {
          const entry: {
            channel: string;
            callback: (payload: string) => void;
            unlisten?: () => Promise<void>;
          } = {
            channel,
            callback,
          };
          listeners.add(entry);
          entry.unlisten = await (await engine()).listen(channel, callback);
          return async () => {
            listeners.delete(entry);
            await entry.unlisten?.();
          };
        };
      }
      if (typeof prop === 'string' && forwarded.has(prop)) {
        return async (...args: unknown[]) => {
          const db = await engine();
          return (db[prop as keyof PGlite] as (...a: unknown[]) => unknown).apply(db, args);
        };
      }
      const value = Reflect.get(current, prop);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

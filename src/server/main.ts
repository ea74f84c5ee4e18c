import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { type DbLogger, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { runMigrations } from './db/migrate';
import { seedReferenceData } from './db/seed/reference';
import { serializeError } from './lib/log';
import { isConnectionError } from './lib/pg-errors';
import { openLimiterStore } from './lib/rate-limit';
import { resolveSessionSecret } from './lib/session-secret';
import { sessionStore } from './modules/accounts/sessions';
import { weekViews } from './modules/insights/views';

/** How long a starting process keeps trying a database that drops or refuses connections (a restart, a failover). */
const START_RETRY_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again while it fails because the database is unreachable, for at most
 * START_RETRY_MS: a process that starts during a restart of PostgreSQL waits for it instead of
 * exiting (under the primary, workers that keep dying at start would make it give up).
 */
async function whenReachable<T>(attempt: () => Promise<T>): Promise<T> {
  const until = Date.now() + START_RETRY_MS;
  let wait = 500;
  for (;;) {
    try {
      return await attempt();
    } catch (err) {
      if (!isConnectionError(err) || Date.now() + wait > until) throw err;
      console.warn(`the database is unreachable while starting; trying again in ${wait} ms`);
      await pause(wait);
      wait = Math.min(wait * 2, 5_000);
    }
  }
}

async function main() {
  const config = loadConfig();
  const primary = config.webConcurrency > 1 && cluster.isPrimary;
  const worker = cluster.isWorker;
  // The app's logger exists only once the app is built; until then lost connections go to stderr.
  let dbLog: DbLogger = { warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)) };
  const open = () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      purpose: 'server',
      poolSize: config.tuning.dbPool.size,
      connectTimeoutMs: config.tuning.dbPool.connectTimeoutMs,
      admission: config.tuning.dbAdmission,
      logger: { warn: (obj, msg) => dbLog.warn(obj, msg) },
    });

  // Once per start: by the one process, or by the primary before it forks its workers.
  if (primary) {
    await whenReachable(async () => {
      const database = await open();
      try {
        await runMigrations(database, config.migrationsDir);
        await seedReferenceData(database.db);
      } finally {
        await database.close();
      }
    });
    // Generated once here when unset, so that every worker signs cookies with the same secret.
    resolveSessionSecret(config);
    runPrimary(config.webConcurrency, {
      info: (msg) => console.log(msg),
      error: (msg) => console.error(msg),
    });
    return;
  }

  const { database, app, limiterStore } = await whenReachable(async () => {
    const database = await open();
    let built: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      if (!worker) {
        await runMigrations(database, config.migrationsDir);
        await seedReferenceData(database.db);
      }
      // Opened here (not inside buildApp) so that this process also purges old counters; app.close() closes it.
      const limiterStore = await openLimiterStore({ db: database.db, redisUrl: config.redisUrl });
      built = await buildApp({ config, database, sessionSecret: resolveSessionSecret(config), limiterStore });
      const app = built;
      app.addHook('onClose', () => limiterStore.close());
      dbLog = app.log;
      await app.listen({ port: config.port, host: config.host });
      return { database, app, limiterStore };
    } catch (err) {
      // Whatever this attempt opened is closed before the next one.
      await built?.close().catch(() => {});
      await database.close().catch(() => {});
      throw err;
    }
  });

  const purge = setInterval(
    () => {
      sessionStore(database.db, config.session)
        .purgeExpired()
        .catch((err) => app.log.warn({ err }, 'session purge failed'));
      limiterStore.purgeExpired().catch((err) => app.log.warn({ err }, 'rate-limit purge failed'));
      // The salts and marks of the days of views that are over (docs/decisions/068).
      weekViews(database.db)
        .sweep()
        .catch((err) => app.log.warn({ err }, 'week views sweep failed'));
    },
    60 * 60 * 1000,
  );
  purge.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // Under the primary a second signal is the same stop, passed on (it stops a stuck process itself).
      if (worker) return;
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: draining requests, then closing the database`);
    clearInterval(purge);
    // A request that never finishes must not keep the process alive forever.
    const deadline = setTimeout(() => {
      app.log.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    deadline.unref();
    try {
      await app.close();
      await database.checkpoint();
      await database.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  app.log.info(
    `Semana is serving on http://localhost:${config.port}, public address ${config.publicUrl} (${database.kind === 'pg' ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`})`,
  );
}

// Every promise the app creates has an owner that handles a lost database (docs/security.md); one
// that does not is a bug, logged loudly here, but it must not take the site down with it.
process.on('unhandledRejection', (reason) => {
  // The log's own error serializer: no query parameters, addresses or secrets (decision 014).
  console.error(
    'unhandled rejection (a bug: this promise had no owner); still serving',
    JSON.stringify(serializeError(reason)),
  );
});

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Semana could not start:', err);
  }
  process.exit(1);
});

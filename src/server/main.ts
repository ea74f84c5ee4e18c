import cluster from 'node:cluster';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig } from './config';
import { type DbLogger, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { runMigrations } from './db/migrate';
import { seedReferenceData } from './db/seed/reference';
import { openLimiterStore } from './lib/rate-limit';
import { resolveSessionSecret } from './lib/session-secret';
import { sessionStore } from './modules/accounts/sessions';

async function main() {
  const config = loadConfig();
  const primary = config.webConcurrency > 1 && cluster.isPrimary;
  const worker = cluster.isWorker;
  // The app's logger exists only once the app is built; until then lost connections go to stderr.
  let dbLog: DbLogger = { warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)) };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    purpose: 'server',
    poolSize: config.dbPool.size,
    connectTimeoutMs: config.dbPool.connectTimeoutMs,
    admission: config.dbAdmission,
    logger: { warn: (obj, msg) => dbLog.warn(obj, msg) },
  });
  // Once per start: by the one process, or by the primary before it forks its workers.
  if (!worker) {
    await runMigrations(database, config.migrationsDir);
    await seedReferenceData(database.db);
  }
  if (primary) {
    // Generated once here when unset, so that every worker signs cookies with the same secret.
    resolveSessionSecret(config);
    await database.close();
    runPrimary(config.webConcurrency, {
      info: (msg) => console.log(msg),
      error: (msg) => console.error(msg),
    });
    return;
  }

  // Opened here (not inside buildApp) so that this process also purges old counters; app.close() closes it.
  const limiterStore = await openLimiterStore({ db: database.db, redisUrl: config.redisUrl });
  const app = await buildApp({ config, database, sessionSecret: resolveSessionSecret(config), limiterStore });
  app.addHook('onClose', () => limiterStore.close());
  dbLog = app.log;

  const purge = setInterval(
    () => {
      sessionStore(database.db, config.session)
        .purgeExpired()
        .catch((err) => app.log.warn({ err }, 'session purge failed'));
      limiterStore.purgeExpired().catch((err) => app.log.warn({ err }, 'rate-limit purge failed'));
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Semana is serving on http://localhost:${config.port}, public address ${config.publicUrl} (${database.kind === 'pg' ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`})`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Semana could not start:', err);
  }
  process.exit(1);
});

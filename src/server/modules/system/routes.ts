import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/server/config.ts';
import type { Database } from '#src/server/db/client.ts';
import { readRoute, route } from '#src/server/lib/endpoint-route.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  STORAGE_RETRY_AFTER_SECONDS,
  storageFaultMessage,
} from '#src/server/lib/pg-errors.ts';
import { diskProbe } from '#src/server/storage/disk-health.ts';
import { systemEndpoints as api } from '#src/shared/contracts/system-endpoints.ts';
import { englishText } from '#src/shared/i18n/messages.ts';
import type { ExchangeRateService } from './exchange-rates';
import { probeDatabase } from './health';

export function systemRoutes(config: Config, database: Database, rates: ExchangeRateService) {
  return async (app: FastifyInstance) => {
    // Also read in-process by the pages the server draws (decision 055).
    readRoute(app, api.config, async () => ({
      operator: config.operator,
      hero: config.hero,
      exchangeRate: await rates.current(),
    }));

    // Staff set the peso rate shown beside prices (it replaces the configured or fetched one).
    route(app, api.setExchangeRate, (req) => rates.setByStaff(req.body.usdMxn, req.body.date));

    // The disks the app writes: DATA_DIR (embedded database, temporary uploads, mail files) and
    // the uploaded images when they are kept on local disk (decision 041).
    const disks = diskProbe(
      config.media.kind === 's3' ? [config.dataDir] : [config.dataDir, path.join(config.dataDir, 'uploads')],
      app.storageFaults,
    );

    route(app, api.health, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { state, error } = await probeDatabase(database);
      // The embedded engine refused its own disk: that is the disk's state, not the database's.
      app.storageFaults.note(error);
      const storage = await disks.state();
      if ((state === 'up' || state === 'busy') && storage === 'ok') {
        return {
          status: 'ok' as const,
          database: database.kind,
          databaseState: state,
          storageState: storage,
        };
      }
      if (storage !== 'ok') {
        request.log.warn(
          { err: error, databaseState: state, storageState: storage },
          'health: the disk refuses writes',
        );
        reply.code(503).header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
      } else {
        request.log.warn({ err: error, databaseState: state }, 'health: the database is not answering');
        reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      }
      return {
        status: 'unavailable' as const,
        database: database.kind,
        databaseState: state,
        storageState: storage,
        message: englishText(storage === 'ok' ? DATABASE_UNAVAILABLE_MESSAGE : storageFaultMessage(storage)),
        code: 'UNAVAILABLE' as const,
      };
    });
  };
}

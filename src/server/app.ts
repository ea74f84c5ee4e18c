import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { PROPERTY_IMAGE_MAX_BYTES, PROPERTY_IMAGES_MAX } from '../shared/constants';
import type { Config } from './config';
import type { Database } from './db/client';
import { accountsRoutes } from './modules/accounts/routes';
import { accountsService } from './modules/accounts/service';
import { sessionStore } from './modules/accounts/sessions';
import { catalogRoutes } from './modules/catalog/routes';
import { catalogService } from './modules/catalog/service';
import { contractsRoutes } from './modules/contracts/routes';
import { contractsService } from './modules/contracts/service';
import { leadsRoutes } from './modules/leads/routes';
import { leadsService } from './modules/leads/service';
import { propertiesRoutes } from './modules/properties/routes';
import { propertiesService } from './modules/properties/service';
import { systemRoutes } from './modules/system/routes';
import { weeksRoutes } from './modules/weeks/routes';
import { weeksService } from './modules/weeks/service';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerStaticClient } from './plugins/static-client';
import { localImageStore } from './storage/image-store';

export interface AppDeps {
  config: Config;
  database: Database;
  sessionSecret: string;
  /** Tests pass false to keep their output clean. */
  logger?: boolean;
}

/** Builds the whole app, plugins first and then modules; tests build exactly this. */
export async function buildApp({
  config,
  database,
  sessionSecret,
  logger = true,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(config.isProduction
            ? {}
            : { transport: { target: 'pino-pretty', options: { singleLine: true } } }),
        }
      : false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Idle keep-alive sockets close at shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  });
  // While draining, answers carry `Connection: close` so keep-alive sockets do not hold the stop.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessions = sessionStore(database.db, config.session);
  const accounts = accountsService(database.db);

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerAuth(app, config, sessions, sessionSecret);
  await registerStaticClient(app, config);
  // Uploads stream to temporary files (storage/multipart.ts); these limits bound each request.
  await app.register(multipart, {
    limits: {
      files: PROPERTY_IMAGES_MAX,
      fileSize: PROPERTY_IMAGE_MAX_BYTES,
      fields: 20,
      fieldSize: 20_000,
      parts: 40,
    },
  });

  await app.register(systemRoutes(config, database));
  await app.register(accountsRoutes(accounts, config));
  await app.register(catalogRoutes(catalogService(database.db)));
  await app.register(weeksRoutes(weeksService(database.db)));
  await app.register(leadsRoutes(leadsService(database.db), config));
  const images = localImageStore(path.join(config.dataDir, 'uploads'));
  await app.register(
    propertiesRoutes(propertiesService(database.db, images), path.join(config.dataDir, 'tmp')),
  );
  await app.register(contractsRoutes(contractsService(database.db)));

  return app;
}

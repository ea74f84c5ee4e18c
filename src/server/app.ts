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
import { paymentLinksService } from './modules/payments/links';
import { paymentsRoutes } from './modules/payments/routes';
import { paymentsService } from './modules/payments/service';
import { stripeWebhooks } from './modules/payments/webhooks';
import { propertiesRoutes } from './modules/properties/routes';
import { propertiesService } from './modules/properties/service';
import { systemRoutes } from './modules/system/routes';
import { weeksRoutes } from './modules/weeks/routes';
import { weeksService } from './modules/weeks/service';
import { STRIPE_CSP } from './payments/csp';
import type { PaymentProvider } from './payments/provider';
import { stripeProvider } from './payments/stripe-provider';
import { testProvider } from './payments/test-provider';
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
  // Stripe's script and frames are allowed only when Stripe is the provider (decision 010).
  await registerSecurity(app, config, config.stripe ? STRIPE_CSP : {});
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
  const provider: PaymentProvider = config.stripe
    ? stripeProvider(config.stripe)
    : testProvider(`${sessionSecret}:test-payments`);
  if (!config.stripe && config.isProduction) {
    app.log.warn('payments: no Stripe keys, so the built-in TEST provider takes payments (no money moves)');
  }
  await app.register(
    paymentsRoutes(
      paymentsService(database.db, provider, app.log),
      paymentLinksService(database.db, provider, app.log),
      stripeWebhooks(database.db, config.stripe?.webhookSecret),
      config,
    ),
  );

  return app;
}

import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { PROPERTY_IMAGE_MAX_BYTES, PROPERTY_IMAGES_MAX } from '#src/shared/constants.ts';
import { rateE4 } from '#src/shared/money/money.ts';
import type { Config } from './config';
import { scopedFeed } from './db/changes';
import type { Database } from './db/client';
import { RUN_ALONE_KEYS, runAlone } from './db/run-alone';
import { openJobQueue } from './jobs/queue';
import { addressKey } from './lib/client-address';
import { type LogDestination, loggerOptions } from './lib/log';
import { pageReads } from './lib/page-reads';
import { type LimiterStore, openLimiterStore } from './lib/rate-limit';
import { inputValidatorCompiler } from './lib/validator';
import { accountMail } from './mail/account-mail';
import { mailPrice } from './mail/locale';
import { createMailer } from './mail/mailer';
import { createMailTransport } from './mail/transport';
import { accountRoutes } from './modules/accounts/account-routes';
import { accountSettingsService } from './modules/accounts/account-settings';
import { passwordResetLimits, passwordResetService } from './modules/accounts/password-reset';
import { accountsRoutes } from './modules/accounts/routes';
import { accountsService } from './modules/accounts/service';
import { sessionStore } from './modules/accounts/sessions';
import { usersAdminService } from './modules/accounts/users-admin';
import { usersAdminRoutes } from './modules/accounts/users-routes';
import { addressConfirmations } from './modules/alerts/confirmations';
import { matchReturnedWeeks } from './modules/alerts/returned-weeks';
import { alertsRoutes } from './modules/alerts/routes';
import { savedSearchAlerts } from './modules/alerts/saved-matching';
import { savedSearchesRoutes } from './modules/alerts/saved-routes';
import { savedSearchService } from './modules/alerts/saved-searches';
import { weekAlerts } from './modules/alerts/service';
import { bookingNudges, startBookingClock } from './modules/bookings/jobs';
import { bookingMail } from './modules/bookings/mails';
import { bookingsRoutes } from './modules/bookings/routes';
import { bookingsService } from './modules/bookings/service';
import { staffBookingsRoutes } from './modules/bookings/staff-routes';
import { calendarRoutes } from './modules/calendar/routes';
import { calendarFeedsService } from './modules/calendar/service';
import { catalogRoutes } from './modules/catalog/routes';
import { catalogService } from './modules/catalog/service';
import { unitTypeImagesService } from './modules/catalog/unit-type-images';
import { unitTypeImagesRoutes } from './modules/catalog/unit-type-images-routes';
import { contractsRoutes } from './modules/contracts/routes';
import { contractsService } from './modules/contracts/service';
import { conversationMail } from './modules/conversations/mails';
import { conversationsRoutes } from './modules/conversations/routes';
import { conversationsService } from './modules/conversations/service';
import { setUpInsights } from './modules/insights/setup';
import { invoiceMail } from './modules/invoices/mails';
import { invoicesRoutes } from './modules/invoices/routes';
import { invoicesService } from './modules/invoices/service';
import { invoicesStaff } from './modules/invoices/staff';
import { ownerLeads } from './modules/leads/owner-leads';
import { leadsRoutes } from './modules/leads/routes';
import { leadsService } from './modules/leads/service';
import { leadsStaffService } from './modules/leads/staff-service';
import { moderationMail } from './modules/moderation/mails';
import { moderationRoutes } from './modules/moderation/routes';
import { moderationService } from './modules/moderation/service';
import { delayedPaymentMail } from './modules/payments/delayed-mail';
import { delayedPayments, startPaymentsClock } from './modules/payments/expiry';
import { paymentLinksService } from './modules/payments/links';
import { paymentMail } from './modules/payments/payment-mail';
import { paymentsRoutes } from './modules/payments/routes';
import { paymentsService } from './modules/payments/service';
import { stripeWebhooks } from './modules/payments/webhooks';
import { propertiesRoutes } from './modules/properties/routes';
import { propertiesService } from './modules/properties/service';
import { reviewNudges, startReviewsClock } from './modules/reviews/jobs';
import { reviewMail } from './modules/reviews/mails';
import { reviewsRoutes } from './modules/reviews/routes';
import { reviewsService } from './modules/reviews/service';
import { sitePages } from './modules/site/pages';
import { staffRoutes } from './modules/staff/routes';
import { exchangeRateService } from './modules/system/exchange-rates';
import { systemRoutes } from './modules/system/routes';
import { verificationMail } from './modules/verification/mails';
import { ownerProfiles } from './modules/verification/owners';
import { verificationRoutes } from './modules/verification/routes';
import { verificationService } from './modules/verification/service';
import { verificationStaff } from './modules/verification/staff';
import { weeksRoutes } from './modules/weeks/routes';
import { weeksService } from './modules/weeks/service';
import { chooseProvider } from './payments/choose';
import { STRIPE_CSP } from './payments/csp';
import { facturapiInvoicer } from './payments/facturapi-invoicer';
import { logPaymentsMode } from './payments/mode';
import type { PaymentProvider } from './payments/provider';
import { registerAddressLimits } from './plugins/address-limits';
import { registerAdmission } from './plugins/admission';
import { registerApiReference } from './plugins/api-reference';
import { registerAuth } from './plugins/auth';
import { registerBodyDeadlines } from './plugins/body-deadlines';
import { registerErrorHandling } from './plugins/errors';
import { registerJsonBodies } from './plugins/json-bodies';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerStaticClient } from './plugins/static-client';
import { wholeListLimits } from './plugins/whole-list-limits';
import { imageJobQueue } from './storage/image-jobs';
import { localImageStore, removalNeverFails } from './storage/image-store';
import { s3ImageStore } from './storage/s3-image-store';
import { uploadSlots } from './storage/upload-slots';

export interface AppDeps {
  config: Config;
  database: Database;
  sessionSecret: string;
  /** Tests pass false to keep their output clean. */
  logger?: boolean;
  /** Log lines go here instead of stdout (tests that read the log). */
  logDestination?: LogDestination;
  /** Rate-limit counters; by default opened from the configuration (PostgreSQL, or Redis). */
  limiterStore?: LimiterStore;
}

/** Builds the whole app, plugins first and then modules; tests build exactly this. */
export async function buildApp({
  config,
  database,
  sessionSecret,
  logger = true,
  logDestination,
  limiterStore,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Serializers and redaction keep values, secrets and query strings out of the log (decision 014).
    logger: logger ? loggerOptions(config, logDestination) : false,
    bodyLimit: config.tuning.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    // Idle keep-alive sockets close at shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // Slow clients (decision 015): a whole request, its headers and an idle keep-alive socket are
    // bounded; Node checks the first two every connectionsCheckingInterval, so it follows them.
    requestTimeout: config.tuning.timeouts.requestMs,
    keepAliveTimeout: config.tuning.timeouts.keepAliveMs,
    http: {
      requestTimeout: config.tuning.timeouts.requestMs,
      headersTimeout: config.tuning.timeouts.headersMs,
      connectionsCheckingInterval: checkingInterval(config.tuning.timeouts),
    },
  });
  // Slow and hostile bodies, and clients holding many connections at once (decisions 015, 038).
  // The public reads the pages the server draws ask for in-process, filled as routes register.
  app.decorate('pageReads', pageReads());
  registerBodyDeadlines(app, {
    idleMs: config.tuning.timeouts.bodyIdleMs,
    bodyMs: config.tuning.timeouts.bodyMs,
    uploadMinBytesPerSecond: config.tuning.timeouts.uploadMinBytesPerSecond,
    uploadRateWindowMs: config.tuning.timeouts.uploadRateWindowMs,
  });
  registerAddressLimits(app, {
    // Behind a trusted proxy every connection is the proxy's; it counts them per client itself.
    connections: config.trustProxy === false ? config.tuning.perAddress.connections : 0,
    requests: config.tuning.perAddress.requests,
    exempt: THIS_MACHINE,
  });
  registerJsonBodies(app, config.tuning.bodyLimit);
  // While draining, answers carry `Connection: close` so keep-alive sockets do not hold the stop.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessions = sessionStore(database.db, config.session);
  // What any process writes reaches this app's caches through the database (decision 030); the
  // app's subscriptions end with it, the database's listening connection with the database.
  const changes = scopedFeed(database.changes);
  app.addHook('onClose', () => changes.close());
  // Shared by every process on the database (or Redis), so parallel guesses cannot outrun it.
  const limits = limiterStore ?? (await openLimiterStore({ db: database.db, redisUrl: config.redisUrl }));
  if (!limiterStore) app.addHook('onClose', () => limits.close());

  // Mail leaves through the durable queue on this database (decision 019); sending starts once the
  // app is ready and stops (letting a message in flight finish) before the database closes.
  const jobs = openJobQueue(database, app.log);
  const mailTransport = createMailTransport({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir });
  const mailer = createMailer(jobs, mailTransport, config.mail.from, app.log);
  const mailContext = { operator: config.operator, publicUrl: config.publicUrl };
  const accountMails = accountMail(mailer, mailContext);
  const accounts = accountsService(database.db, accountMails);
  const resets = passwordResetService(database.db, accountMails, jobs, passwordResetLimits(limits, config));
  const rates = exchangeRateService(
    database.db,
    config.exchangeRate,
    jobs,
    app.log,
    changes,
    runAlone(database, RUN_ALONE_KEYS.exchangeRateFeed),
  );
  const alertRate = () => rates.current().catch(() => null);
  // Saved searches share the week requests' confirmation and once-per-week record (decision 066).
  const savedSearches = savedSearchService(
    database.db,
    mailer,
    mailContext,
    sessionSecret,
    addressConfirmations(database.db, config.publicUrl),
  );
  const savedAlerts = savedSearchAlerts(database.db, jobs, mailer, mailContext, savedSearches, {
    mailsPerAddressPerDay: config.alertMailsPerAddressPerDay,
    rate: alertRate,
  });
  const alerts = weekAlerts(database.db, jobs, mailer, mailContext, sessionSecret, {
    mailsPerAddressPerDay: config.alertMailsPerAddressPerDay,
    rate: alertRate,
    savedSearches: savedAlerts,
  });
  const owners = ownerLeads(database.db, jobs, mailer, mailContext);

  app.addHook('onReady', async () => {
    await jobs.start();
    await mailer.startWorker();
    await alerts.startWorkers();
    await savedAlerts.startWorker();
    await owners.startWorker();
    await resets.startWorker();
    await rates.start();
    app.log.info(`mail: ${mailTransport.description}`);
  });
  app.addHook('onClose', async () => {
    rates.stop();
    await jobs.stop();
    mailTransport.close();
  });

  registerErrorHandling(app);
  // Stripe's script and frames are allowed only when Stripe is the provider (decision 010); a CDN in
  // front of the image bucket only when it is configured (decision 035).
  const mediaOrigin =
    config.media.kind === 's3' && config.media.publicUrl ? new URL(config.media.publicUrl).origin : undefined;
  await registerSecurity(app, config, {
    ...(config.stripe ? STRIPE_CSP : {}),
    ...(mediaOrigin ? { imgSrc: [mediaOrigin] } : {}),
  });
  await registerAuth(app, config, sessions, sessionSecret);
  // Once the session is known: each request's queries take turns by its class (decision 037).
  registerAdmission(app);
  // Before every route: the OpenAPI document describes the routes registered after it.
  await registerOpenApi(app);
  await registerApiReference(app);
  const catalog = catalogService(database.db, changes);
  // Uploaded images on local disk, or in an S3-compatible bucket that every machine reaches (decision 035).
  const bucket = config.media.kind === 's3' ? s3ImageStore(config.media) : undefined;
  if (bucket) app.addHook('onClose', async () => bucket.close());
  const images = removalNeverFails(bucket ?? localImageStore(path.join(config.dataDir, 'uploads')), app.log);
  await registerStaticClient(
    app,
    config,
    sitePages(catalog, app.pageReads, database.db, config.publicUrl, changes),
    bucket,
  );
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

  await app.register(systemRoutes(config, database, rates));
  await app.register(accountsRoutes(accounts, config, limits));
  await app.register(catalogRoutes(catalog));
  // What one account may create per window (weeks, listings, contracts), against floods from a script.
  const creations = limits.limiter(
    'create',
    config.rateLimits.createAttempts,
    config.rateLimits.createWindowSeconds,
  );
  // The whole-table reads kept for older clients, a few a minute per client (decision 047).
  const wholeLists = wholeListLimits(limits, config);
  const weeks = weeksService(database.db, { weekListed: alerts.weekListed, log: app.log }, changes);
  await app.register(weeksRoutes(weeks, creations, wholeLists));
  await app.register(staffRoutes(database.db, weeks));
  await setUpInsights(app, database.db, changes, limits);
  await app.register(
    leadsRoutes(
      leadsService(database.db, mailer, mailContext, owners, alerts),
      leadsStaffService(database.db),
      config,
      limits,
      owners,
      wholeLists,
    ),
  );
  await app.register(alertsRoutes(alerts, config, limits));
  await app.register(savedSearchesRoutes(savedSearches, config, limits));
  const uploadTmpDir = path.join(config.dataDir, 'tmp');
  const uploads = uploadSlots(config.tuning.uploads);
  const imageJobs = imageJobQueue(config.tuning.imageJobs);
  const properties = propertiesService(database.db, images, imageJobs, {
    changes,
    answersKept: config.tuning.searchAnswersKept,
  });
  await app.register(propertiesRoutes(properties, uploadTmpDir, uploads, creations));
  await app.register(
    unitTypeImagesRoutes(unitTypeImagesService(database.db, images, imageJobs), uploadTmpDir, uploads),
  );
  await app.register(contractsRoutes(contractsService(database.db), creations));
  const provider: PaymentProvider = chooseProvider(config, sessionSecret);
  logPaymentsMode(app.log, config);
  const paymentMails = paymentMail(mailer, mailContext);
  const delayedMails = delayedPaymentMail(mailer, mailContext);
  // OXXO and SPEI are priced in pesos at the site's rate, kept on each purchase (decision 064).
  const currentRate = async () => {
    const rate = await rates.current();
    return rate ? rateE4(rate.usdMxn) : null;
  };
  const bookingMails = bookingMail(mailer, mailContext);
  const bookings = bookingsService({
    db: database.db,
    provider,
    log: app.log,
    mode: config.paymentsMode,
    nudges: bookingNudges(jobs),
    publicUrl: config.publicUrl,
    ...bookingMails,
    // A cancelled booking returns its week to the lists: matched again for alerts.
    onEvent: matchReturnedWeeks(bookingMails.onEvent, alerts.weekReturned),
    paymentMail: delayedMails,
    currentRate,
  });
  // A payment's outcome: its payer's mail, and for a booking's charge the booking's own step.
  const paymentEffects = {
    settled: paymentMails.settled,
    awaiting: delayedMails.awaiting,
    expired: delayedMails.expired,
    ...bookings.paymentEffects,
  };
  const payments = paymentsService(
    database.db,
    provider,
    app.log,
    config.paymentsMode,
    paymentEffects,
    currentRate,
  );
  const delayed = delayedPayments(database.db, provider, app.log, paymentEffects);
  let stopPaymentsSweep = () => {};
  app.addHook('onReady', async () => {
    stopPaymentsSweep = await startPaymentsClock(jobs, delayed, app.log);
  });
  app.addHook('onClose', async () => stopPaymentsSweep());
  await app.register(
    paymentsRoutes(
      payments,
      paymentLinksService(database.db, provider, app.log, config),
      stripeWebhooks(database.db, config.stripe?.webhookSecret, paymentEffects),
      config,
      limits,
      delayed,
    ),
  );
  await app.register(bookingsRoutes(bookings, config, limits, { slots: uploads, tmpRoot: uploadTmpDir }));
  await app.register(staffBookingsRoutes(bookings));
  // Private calendar feeds of a person's weeks, bookings and trips (decision 067).
  const calendarFeeds = calendarFeedsService(database.db, {
    publicUrl: config.publicUrl,
    priceFormat: async (locale) => {
      const rate = locale === 'es' ? await rates.current().catch(() => null) : null;
      return (dollars) => mailPrice(dollars, locale, rate);
    },
  });
  await app.register(calendarRoutes(calendarFeeds, config, limits));
  const conversationMails = conversationMail(database.db, jobs, mailer, mailContext);
  await app.register(
    conversationsRoutes(conversationsService(database.db, conversationMails), config, limits),
  );
  app.addHook('onReady', async () => {
    await conversationMails.startWorker();
  });
  // Reports of listings and the moderation queue (decision 061): hiding drops this process's copies at once.
  const moderation = moderationService(database.db, {
    mail: moderationMail(mailer, mailContext),
    // Messages are read fresh on every request: nothing cached to drop.
    changed: (kind) => {
      if (kind === 'week') weeks.weeksChanged();
      else if (kind === 'property') properties.listingsChanged();
    },
    weekShown: alerts.weekReturned,
  });
  await app.register(moderationRoutes(moderation, config, limits));
  await app.register(
    verificationRoutes(
      verificationService(database.db),
      verificationStaff(database.db, verificationMail(mailer, mailContext), alerts.weekReturned),
      ownerProfiles(database.db),
      { slots: uploads, tmpRoot: uploadTmpDir },
    ),
  );
  let stopBookingSweep = () => {};
  app.addHook('onReady', async () => {
    stopBookingSweep = await startBookingClock(jobs, bookings, app.log);
  });
  app.addHook('onClose', async () => stopBookingSweep());
  const reviews = reviewsService({
    db: database.db,
    nudges: reviewNudges(jobs),
    ...reviewMail(mailer, mailContext),
  });
  await app.register(reviewsRoutes(reviews));
  let stopReviewsSweep = () => {};
  app.addHook('onReady', async () => {
    stopReviewsSweep = await startReviewsClock(jobs, reviews, app.log);
  });
  app.addHook('onClose', async () => stopReviewsSweep());
  // CFDI invoices through the PAC when FACTURAPI_KEY is set; without it the routes answer 409 (decision 065).
  const invoiceDeps = {
    db: database.db,
    invoicer: config.invoicing ? facturapiInvoicer(config.invoicing) : null,
    issuerPostalCode: config.invoicing?.issuerPostalCode ?? null,
    configuredRate: config.exchangeRate.configured,
    mail: invoiceMail(mailer, mailContext),
  };
  await app.register(invoicesRoutes(invoicesService(invoiceDeps), invoicesStaff(invoiceDeps)));
  const usersAdmin = usersAdminService(database.db, payments, properties, weeks, accountMails);
  await app.register(
    accountRoutes(resets, accountSettingsService(database.db, accountMails, usersAdmin), config, limits),
  );
  await app.register(usersAdminRoutes(usersAdmin, wholeLists));

  return app;
}

/** This machine's own addresses, never limited per address: a local proxy, health probe, test or benchmark. */
const THIS_MACHINE = new Set([addressKey('127.0.0.1'), addressKey('::1')]);

/** A tenth of the shortest limit Node enforces by polling, between 0.1 s and 30 s (Node's default). */
function checkingInterval(t: Config['tuning']['timeouts']): number {
  return Math.min(30_000, Math.max(100, Math.floor(Math.min(t.headersMs, t.requestMs) / 10)));
}

/**
 * N trusted hops: the socket's peer and the N-1 entries nearest the right end of X-Forwarded-For are
 * proxies, and the client is the entry just before them; whatever a client writes further left is
 * never read.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

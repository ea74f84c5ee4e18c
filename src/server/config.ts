import path from 'node:path';
import { type Env, envSchema } from './config-env';
import type { AdmissionLimits } from './db/admission';
import { projectRoot } from './lib/paths';

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: connections per process, and how long a request waits to open one (then 503). */
  dbPool: { size: number; connectTimeoutMs: number };
  /** Turns at the pool for public and staff reads, and statement timeouts per class of work (decision 037). */
  dbAdmission: AdmissionLimits;
  /** Answers of the public property search kept per process (0: none). */
  searchAnswersKept: number;
  /** App processes on the port (WEB_CONCURRENCY); more than one needs PostgreSQL. */
  webConcurrency: number;
  /**
   * Where uploaded images are stored (decision 035): DATA_DIR/uploads, or an S3-compatible bucket.
   * `publicUrl`: browsers are sent there for the bucket's images; unset, this server streams them.
   */
  media:
    | { kind: 'local' }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        credentials?: { accessKeyId: string; secretAccessKey: string };
        forcePathStyle: boolean;
        publicUrl?: string;
      };
  dataDir: string;
  /** When unset, main.ts generates one and keeps it in DATA_DIR. */
  sessionSecret: string | undefined;
  session: { idleMs: number; absoluteMs: number; cookieSecure: boolean };
  /**
   * Which peers may set X-Forwarded-For: false (none), a number of hops counted from the right end,
   * or the proxies' addresses. A forged leftmost entry is never believed.
   */
  trustProxy: false | number | string[];
  /** Rate-limit counters (and later other shared state) in Redis instead of PostgreSQL. */
  redisUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  bodyLimit: number;
  /**
   * Node's own limits on slow clients (decision 015), plus the body limits of plugins/body-deadlines.ts
   * (decision 038): no body byte for bodyIdleMs, a non-upload body whole within bodyMs, an upload at
   * least uploadMinBytesPerSecond over each uploadRateWindowMs.
   */
  timeouts: {
    requestMs: number;
    bodyIdleMs: number;
    bodyMs: number;
    uploadMinBytesPerSecond: number;
    uploadRateWindowMs: number;
    headersMs: number;
    keepAliveMs: number;
  };
  /** Connections and requests in progress per client address at once (0: no limit; decision 038). */
  perAddress: { connections: number; requests: number };
  /** Uploads whose photos are being decoded at once, and how many may wait for a turn (decision 015). */
  imageJobs: { concurrency: number; queue: number; waitMs: number };
  /** Uploads being received (or waiting, or decoded) at once, in all and per account (decision 015). */
  uploads: { total: number; perAccount: number };
  rateLimits: {
    loginFailures: number;
    loginWindowSeconds: number;
    /** Attempts on one account from every address together, per login window. */
    loginAccountFailures: number;
    /** Weeks, property listings and contracts one account may create per window (each kind). */
    createAttempts: number;
    createWindowSeconds: number;
    registerAttempts: number;
    registerWindowSeconds: number;
    leadsAttempts: number;
    leadsWindowSeconds: number;
    paymentsAttempts: number;
    paymentsWindowSeconds: number;
    /** Reads of a whole-table answer (all weeks, the unpaged staff lists) per client per window, each list. */
    wholeListReads: number;
    wholeListWindowSeconds: number;
    /**
     * Reset requests acted on per client network per window is four times this; a browser that
     * signed in to the account before may have this many reset mails per window of its own.
     */
    passwordResetAttempts: number;
    passwordResetWindowSeconds: number;
    /** Reset and "someone tried to register" mails to one address per day, each, for unknown browsers (decision 040). */
    accountMailsPerDay: number;
  };
  /** Week alerts one confirmed address gets alone in a day; later matches wait for its digest (decision 039). */
  alertMailsPerAddressPerDay: number;
  operator: { name: string; address: string; email: string; phone: string; whatsapp: string };
  /** The landing page's background video and the poster shown until (or instead of) it plays. */
  hero: { videoUrl: string; posterUrl: string };
  /**
   * Stripe when both keys are set, else the built-in test provider (decision 010). apiUrl points the
   * SDK elsewhere (tests' stand-in, a proxy); unset means api.stripe.com.
   */
  stripe: { secretKey: string; publishableKey: string; webhookSecret?: string; apiUrl?: string } | null;
  /** The site's public origin (no trailing slash): links the server builds point here, never at the request's Host. */
  publicUrl: string;
  /**
   * Without Stripe keys: 'test' lets the built-in test provider take payments (a local trial, or
   * PAYMENTS_TEST_MODE=true), 'off' refuses payments on a real public host (decision 010).
   */
  paymentsMode: 'stripe' | 'test' | 'off';
  /**
   * Mail goes through the SMTP server at `smtpUrl`; without it (a local trial) to `.eml` files in
   * DATA_DIR/outbox (decision 019).
   */
  mail: { smtpUrl?: string; from: string };
  /**
   * Pesos per dollar shown beside prices: `configured` from USD_MXN_RATE (dated USD_MXN_RATE_DATE,
   * else the day the server started) until staff set one or the feed at `feedUrl` brings one.
   */
  exchangeRate: { configured: { usdMxn: number; date: string } | null; feedUrl?: string };
  migrationsDir: string;
  clientDir: string;
  /** The server's renderer of the public pages (built beside the client, in its sibling 'ssr'). */
  ssrEntry: string;
}

export class ConfigError extends Error {}

/** 'true' means the one proxy in front of the app (as before), never "believe every hop". */
export function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false' || value === 'no' || value === '0') return false;
  if (value === 'true' || value === 'yes') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

/** Reads the environment once; every bad variable is named in one error. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= command`.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (!e.STRIPE_SECRET_KEY !== !e.STRIPE_PUBLISHABLE_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: set both (Stripe) or neither (test payments)',
    );
  }
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: the embedded database serves one process; set DATABASE_URL (PostgreSQL) to run several, or leave WEB_CONCURRENCY at 1',
    );
  }
  const media = mediaConfig(e);
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  const root = projectRoot();
  const isProduction = e.NODE_ENV === 'production';
  const clientDir = path.resolve(e.CLIENT_DIR ?? path.join(root, 'dist', 'client'));
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dbPool: { size: e.DB_POOL_SIZE, connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS },
    dbAdmission: {
      publicShare: e.DB_PUBLIC_SHARE,
      staffShare: e.DB_STAFF_SHARE,
      waitMs: e.DB_ADMISSION_WAIT_MS,
      publicStatementTimeoutMs: e.DB_PUBLIC_STATEMENT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    },
    searchAnswersKept: e.SEARCH_ANSWERS_KEPT,
    webConcurrency: e.WEB_CONCURRENCY,
    media,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
      cookieSecure: e.COOKIE_SECURE ?? isProduction,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      bodyIdleMs: e.BODY_IDLE_TIMEOUT_SECONDS * 1000,
      bodyMs: e.BODY_TIMEOUT_SECONDS * 1000,
      uploadMinBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
      uploadRateWindowMs: e.UPLOAD_RATE_WINDOW_SECONDS * 1000,
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    perAddress: { connections: e.CONNECTIONS_PER_ADDRESS, requests: e.REQUESTS_PER_ADDRESS },
    imageJobs: {
      concurrency: e.IMAGE_JOBS_CONCURRENCY,
      queue: e.IMAGE_JOBS_QUEUE,
      waitMs: e.IMAGE_JOBS_WAIT_SECONDS * 1000,
    },
    uploads: {
      total: e.UPLOADS_IN_FLIGHT ?? e.IMAGE_JOBS_CONCURRENCY + e.IMAGE_JOBS_QUEUE,
      perAccount: e.UPLOADS_PER_ACCOUNT,
    },
    rateLimits: {
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      loginWindowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
      loginAccountFailures: e.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES,
      createAttempts: e.RATE_LIMIT_CREATE_ATTEMPTS,
      createWindowSeconds: e.RATE_LIMIT_CREATE_WINDOW_SECONDS,
      registerAttempts: e.RATE_LIMIT_REGISTER_ATTEMPTS,
      registerWindowSeconds: e.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
      leadsAttempts: e.RATE_LIMIT_LEADS_ATTEMPTS,
      leadsWindowSeconds: e.RATE_LIMIT_LEADS_WINDOW_SECONDS,
      paymentsAttempts: e.RATE_LIMIT_PAYMENTS_ATTEMPTS,
      paymentsWindowSeconds: e.RATE_LIMIT_PAYMENTS_WINDOW_SECONDS,
      wholeListReads: e.RATE_LIMIT_WHOLE_LIST_READS,
      wholeListWindowSeconds: e.RATE_LIMIT_WHOLE_LIST_WINDOW_SECONDS,
      passwordResetAttempts: e.RATE_LIMIT_PASSWORD_RESET_ATTEMPTS,
      passwordResetWindowSeconds: e.RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS,
      accountMailsPerDay: e.RATE_LIMIT_ACCOUNT_MAILS_PER_DAY,
    },
    alertMailsPerAddressPerDay: e.ALERT_MAILS_PER_ADDRESS_PER_DAY,
    operator: {
      name: e.OPERATOR_NAME,
      address: e.OPERATOR_ADDRESS,
      email: e.SUPPORT_EMAIL,
      phone: e.SUPPORT_PHONE,
      whatsapp: e.SUPPORT_WHATSAPP,
    },
    hero: { videoUrl: e.HERO_VIDEO_URL, posterUrl: e.HERO_POSTER_URL },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : null,
    publicUrl,
    paymentsMode: e.STRIPE_SECRET_KEY
      ? 'stripe'
      : (e.PAYMENTS_TEST_MODE ?? isLocalHost(publicUrl))
        ? 'test'
        : 'off',
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    exchangeRate: {
      configured: e.USD_MXN_RATE
        ? { usdMxn: e.USD_MXN_RATE, date: e.USD_MXN_RATE_DATE ?? new Date().toISOString().slice(0, 10) }
        : null,
      feedUrl: e.USD_MXN_RATE_URL,
    },
    migrationsDir: path.resolve(e.MIGRATIONS_DIR ?? path.join(root, 'drizzle')),
    clientDir,
    ssrEntry: path.resolve(e.SSR_ENTRY ?? path.join(path.dirname(clientDir), 'ssr', 'entry-server.js')),
  };
}

/** A local trial (the README's two commands) runs on one of these; anywhere else is a real site. */
export function isLocalHost(origin: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);
}

/** The image store's settings: all of bucket and region, and both keys or neither (the SDK's own chain). */
function mediaConfig(e: Env): Config['media'] {
  const named = [
    'S3_BUCKET',
    'S3_REGION',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'MEDIA_PUBLIC_URL',
  ] as const;
  if (!e.S3_BUCKET) {
    const stray = named.filter((n) => e[n] !== undefined);
    if (stray.length)
      throw new ConfigError(
        `Invalid configuration:\n  ${stray.join(', ')}: set S3_BUCKET too, or unset them (images on local disk)`,
      );
    return { kind: 'local' };
  }
  if (!e.S3_REGION) throw new ConfigError('Invalid configuration:\n  S3_REGION: required with S3_BUCKET');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the AWS SDK then finds credentials itself)',
    );
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

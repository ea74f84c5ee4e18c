import path from 'node:path';
import type { z } from 'zod';
import { env, media } from './config-env';
import { projectRoot } from './lib/paths';

/**
 * The one `Config` object passed down (CODE_STYLE.md, 6), built by zod from the environment: the
 * variables' schema (config-env.ts), the rules across them, then one transform (decision 053). The
 * README's tables list every variable.
 */

type Env = z.output<typeof env>;
type Check = { ok: boolean; names: string; message: string };

/** Rules across variables, each naming its variables as a schema error would. */
const checks = (e: Env): Check[] => [
  {
    ok: !e.STRIPE_SECRET_KEY === !e.STRIPE_PUBLISHABLE_KEY,
    names: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY',
    message: 'set both (Stripe) or neither (test payments)',
  },
  {
    ok: e.HEADERS_TIMEOUT_SECONDS <= e.REQUEST_TIMEOUT_SECONDS,
    names: 'HEADERS_TIMEOUT_SECONDS',
    message: 'must not exceed REQUEST_TIMEOUT_SECONDS',
  },
  {
    ok: e.WEB_CONCURRENCY === 1 || e.DATABASE_URL !== undefined,
    names: 'WEB_CONCURRENCY',
    message:
      'the embedded database serves one process; set DATABASE_URL (PostgreSQL) to run several, or leave WEB_CONCURRENCY at 1',
  },
  {
    ok: !e.FACTURAPI_KEY || e.INVOICE_ISSUER_POSTAL_CODE !== undefined,
    names: 'INVOICE_ISSUER_POSTAL_CODE',
    message: 'required with FACTURAPI_KEY (the place of issue of every CFDI)',
  },
  ...mediaChecks(e),
];

/** The image store's settings: all of bucket and region, and both keys or neither (the SDK's own chain). */
function mediaChecks(e: Env): Check[] {
  // Path style alone changes nothing without a bucket.
  const stray = (Object.keys(media) as (keyof typeof media)[]).filter(
    (n) => n !== 'S3_FORCE_PATH_STYLE' && e[n] !== undefined,
  );
  return e.S3_BUCKET
    ? [
        { ok: e.S3_REGION !== undefined, names: 'S3_REGION', message: 'required with S3_BUCKET' },
        {
          ok: !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY,
          names: 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
          message: 'set both, or neither (the AWS SDK then finds credentials itself)',
        },
      ]
    : [
        {
          ok: stray.length === 0,
          names: stray.join(', '),
          message: 'set S3_BUCKET too, or unset them (images on local disk)',
        },
      ];
}

/**
 * Where uploaded images are stored (decision 035): DATA_DIR/uploads, or an S3-compatible bucket.
 * `publicUrl`: browsers are sent there for the bucket's images; unset, this server streams them.
 */
type Media =
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

function mediaOf(e: Env): Media {
  if (!e.S3_BUCKET || !e.S3_REGION) return { kind: 'local' };
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

const configSchema = env
  .superRefine((e, ctx) => {
    for (const c of checks(e))
      if (!c.ok) ctx.addIssue({ code: 'custom', path: [c.names], message: c.message });
  })
  .transform((e) => {
    const isProduction = e.NODE_ENV === 'production';
    /** The site's public origin (no trailing slash): links the server builds point here, never at the request's Host. */
    const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
    const root = projectRoot();
    const clientDir = path.resolve(e.CLIENT_DIR ?? path.join(root, 'dist', 'client'));
    const stripe = e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY ? e.STRIPE_SECRET_KEY : undefined;
    return {
      isProduction,
      port: e.PORT,
      host: e.HOST,
      databaseUrl: e.DATABASE_URL,
      /** App processes on the port (WEB_CONCURRENCY); more than one needs PostgreSQL. */
      webConcurrency: e.WEB_CONCURRENCY,
      media: mediaOf(e),
      dataDir: path.resolve(e.DATA_DIR),
      /** When unset, main.ts generates one and keeps it in DATA_DIR. */
      sessionSecret: e.SESSION_SECRET,
      session: {
        idleMs: e.SESSION_IDLE_MINUTES,
        absoluteMs: e.SESSION_ABSOLUTE_DAYS,
        cookieSecure: e.COOKIE_SECURE ?? isProduction,
      },
      /** Which peers may set X-Forwarded-For: false (none), a number of hops from the right end, or their addresses. */
      trustProxy: e.TRUST_PROXY,
      /** Rate-limit counters (and later other shared state) in Redis instead of PostgreSQL. */
      redisUrl: e.REDIS_URL,
      logLevel: e.LOG_LEVEL,
      /** Rarely needed limits and timeouts (the README's "Tuning" table). */
      tuning: {
        /** PostgreSQL only: connections per process, and how long a request waits to open one (then 503). */
        dbPool: { size: e.DB_POOL_SIZE, connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS },
        /** Turns at the pool for public and staff reads, and statement timeouts per class of work (decision 037). */
        dbAdmission: {
          publicShare: e.DB_PUBLIC_SHARE,
          staffShare: e.DB_STAFF_SHARE,
          waitMs: e.DB_ADMISSION_WAIT_MS,
          publicStatementTimeoutMs: e.DB_PUBLIC_STATEMENT_TIMEOUT_MS,
          statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
        },
        /** Answers of the public property search kept per process (0: none). */
        searchAnswersKept: e.SEARCH_ANSWERS_KEPT,
        bodyLimit: e.BODY_LIMIT_BYTES,
        /**
         * No body byte for bodyIdleMs, a non-upload body whole within bodyMs, an upload at least
         * uploadMinBytesPerSecond over each uploadRateWindowMs (decisions 015, 038).
         */
        timeouts: {
          requestMs: e.REQUEST_TIMEOUT_SECONDS,
          bodyIdleMs: e.BODY_IDLE_TIMEOUT_SECONDS,
          bodyMs: e.BODY_TIMEOUT_SECONDS,
          uploadMinBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
          uploadRateWindowMs: e.UPLOAD_RATE_WINDOW_SECONDS,
          headersMs: e.HEADERS_TIMEOUT_SECONDS,
          keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS,
        },
        /** Connections and requests in progress per client address at once (0: no limit; decision 038). */
        perAddress: { connections: e.CONNECTIONS_PER_ADDRESS, requests: e.REQUESTS_PER_ADDRESS },
        /** Uploads whose photos are being decoded at once, and how many may wait for a turn (decision 015). */
        imageJobs: {
          concurrency: e.IMAGE_JOBS_CONCURRENCY,
          queue: e.IMAGE_JOBS_QUEUE,
          waitMs: e.IMAGE_JOBS_WAIT_SECONDS,
        },
        /** Uploads being received (or waiting, or decoded) at once, in all and per account (decision 015). */
        uploads: {
          total: e.UPLOADS_IN_FLIGHT ?? e.IMAGE_JOBS_CONCURRENCY + e.IMAGE_JOBS_QUEUE,
          perAccount: e.UPLOADS_PER_ACCOUNT,
        },
      },
      rateLimits: {
        loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
        loginWindowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
        /** Attempts on one account from every address together, per login window. */
        loginAccountFailures: e.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES,
        /** Weeks, property listings and contracts one account may create per window (each kind). */
        createAttempts: e.RATE_LIMIT_CREATE_ATTEMPTS,
        createWindowSeconds: e.RATE_LIMIT_CREATE_WINDOW_SECONDS,
        registerAttempts: e.RATE_LIMIT_REGISTER_ATTEMPTS,
        registerWindowSeconds: e.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
        leadsAttempts: e.RATE_LIMIT_LEADS_ATTEMPTS,
        leadsWindowSeconds: e.RATE_LIMIT_LEADS_WINDOW_SECONDS,
        paymentsAttempts: e.RATE_LIMIT_PAYMENTS_ATTEMPTS,
        paymentsWindowSeconds: e.RATE_LIMIT_PAYMENTS_WINDOW_SECONDS,
        /** Weeks one account may hold for payment (POST /api/bookings) per window. */
        bookingsAttempts: e.RATE_LIMIT_BOOKINGS_ATTEMPTS,
        bookingsWindowSeconds: e.RATE_LIMIT_BOOKINGS_WINDOW_SECONDS,
        /** Messages one account may send (starting a conversation included) per window. */
        messagesAttempts: e.RATE_LIMIT_MESSAGES_ATTEMPTS,
        messagesWindowSeconds: e.RATE_LIMIT_MESSAGES_WINDOW_SECONDS,
        /** Reports of listings one account may send (POST /api/reports) per window. */
        reportsAttempts: e.RATE_LIMIT_REPORTS_ATTEMPTS,
        reportsWindowSeconds: e.RATE_LIMIT_REPORTS_WINDOW_SECONDS,
        /** Reads of a whole-table answer (all weeks, the unpaged staff lists) per client per window, each list. */
        wholeListReads: e.RATE_LIMIT_WHOLE_LIST_READS,
        wholeListWindowSeconds: e.RATE_LIMIT_WHOLE_LIST_WINDOW_SECONDS,
        /** Reset requests per client network per window: four times this; a known browser's own reset mails: this. */
        passwordResetAttempts: e.RATE_LIMIT_PASSWORD_RESET_ATTEMPTS,
        passwordResetWindowSeconds: e.RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS,
        /** Reset and "someone tried to register" mails to one address per day, each, for unknown browsers (decision 040). */
        accountMailsPerDay: e.RATE_LIMIT_ACCOUNT_MAILS_PER_DAY,
      },
      /** Week alerts one confirmed address gets alone in a day; later matches wait for its digest (decision 039). */
      alertMailsPerAddressPerDay: e.ALERT_MAILS_PER_ADDRESS_PER_DAY,
      operator: {
        name: e.OPERATOR_NAME,
        address: e.OPERATOR_ADDRESS,
        email: e.SUPPORT_EMAIL,
        phone: e.SUPPORT_PHONE,
        whatsapp: e.SUPPORT_WHATSAPP,
      },
      /** The landing page's background video and the poster shown until (or instead of) it plays. */
      hero: { videoUrl: e.HERO_VIDEO_URL, posterUrl: e.HERO_POSTER_URL },
      /** Stripe when both keys are set, else the built-in test provider (decision 010); apiUrl: unset, api.stripe.com. */
      stripe: stripe
        ? {
            secretKey: stripe,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY as string,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : null,
      publicUrl,
      /** Without Stripe keys: 'test' on a local trial or PAYMENTS_TEST_MODE=true, 'off' on a real host (decision 010). */
      paymentsMode: (e.STRIPE_SECRET_KEY
        ? 'stripe'
        : (e.PAYMENTS_TEST_MODE ?? isLocalHost(publicUrl))
          ? 'test'
          : 'off') as 'stripe' | 'test' | 'off',
      /** SMTP at `smtpUrl`; without it (a local trial) `.eml` files in DATA_DIR/outbox (decision 019). */
      mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
      /** CFDI invoices through Facturapi when FACTURAPI_KEY is set, else off (decision 065); apiUrl: unset, Facturapi's own. */
      invoicing:
        e.FACTURAPI_KEY && e.INVOICE_ISSUER_POSTAL_CODE
          ? {
              key: e.FACTURAPI_KEY,
              apiUrl: e.FACTURAPI_API_URL,
              issuerPostalCode: e.INVOICE_ISSUER_POSTAL_CODE,
            }
          : null,
      /** USD_MXN_RATE (dated USD_MXN_RATE_DATE, else today) until staff or the feed at `feedUrl` set one. */
      exchangeRate: {
        configured: e.USD_MXN_RATE
          ? { usdMxn: e.USD_MXN_RATE, date: e.USD_MXN_RATE_DATE ?? new Date().toISOString().slice(0, 10) }
          : null,
        feedUrl: e.USD_MXN_RATE_URL,
      },
      migrationsDir: path.resolve(e.MIGRATIONS_DIR ?? path.join(root, 'drizzle')),
      clientDir,
      /** The server's renderer of the public pages (built beside the client, in its sibling 'ssr'). */
      ssrEntry: path.resolve(e.SSR_ENTRY ?? path.join(path.dirname(clientDir), 'ssr', 'entry-server.js')),
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the environment once; every bad variable is named in one error. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= command`.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** A local trial (the README's two commands) runs on one of these; anywhere else is a real site. */
export function isLocalHost(origin: string): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);
}

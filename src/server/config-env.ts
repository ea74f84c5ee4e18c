import { z } from 'zod';

/**
 * Every environment variable the server reads: its default, its rule, and its unit (durations come
 * out in milliseconds). config.ts checks the rules across variables and builds the `Config` from them
 * (decision 053).
 */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (def: number) => z.coerce.number().int().positive().default(def);
const count = (def: number) => z.coerce.number().int().min(0).default(def);
const share = (def: number) => z.coerce.number().gt(0).max(1).default(def);
const ms = (schema: z.ZodType<number, unknown>, per: number) => schema.transform((n) => n * per);
const seconds = (def: number) => ms(int(def), 1000);
const webAddress = z.url({
  protocol: /^https?$/,
  error: 'must be an http:// or https:// address',
  abort: true,
});

/** false/0: no proxy; a number: that many proxies in front (hops); else a comma list of their addresses. */
const trustProxy = z
  .string()
  .trim()
  .regex(
    /^(false|true|no|yes|\d{1,2}|([0-9a-fA-F.:/]+|loopback|linklocal|uniquelocal)(\s*,\s*([0-9a-fA-F.:/]+|loopback|linklocal|uniquelocal))*)$/,
    'use false, a number of proxy hops, or a comma-separated list of proxy addresses (CIDR allowed)',
  )
  .default('false')
  // 'true' means the one proxy in front of the app, never "believe every hop"; a forged leftmost
  // X-Forwarded-For entry is never believed.
  .transform((v): false | number | string[] => {
    if (v === 'false' || v === 'no' || v === '0') return false;
    if (v === 'true' || v === 'yes') return 1;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((address) => address.trim());
  });

/**
 * Rarely needed: limits and timeouts whose defaults suit the machine the bench runs on (README,
 * "Tuning"). Node's limits on slow clients (decision 015), the body limits of
 * plugins/body-deadlines.ts (decision 038), the pool's admission (decision 037), the image jobs
 * and upload slots (decision 015), what one client address may hold at once (decision 038).
 */
const tuning = {
  DB_POOL_SIZE: int(10),
  DB_CONNECT_TIMEOUT_MS: int(5000),
  DB_PUBLIC_SHARE: share(0.3),
  DB_STAFF_SHARE: share(0.2),
  DB_ADMISSION_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  DB_PUBLIC_STATEMENT_TIMEOUT_MS: count(5000),
  DB_STATEMENT_TIMEOUT_MS: count(30_000),
  SEARCH_ANSWERS_KEPT: z.coerce.number().int().min(0).max(100_000).default(256),
  BODY_LIMIT_BYTES: int(1024 * 1024),
  REQUEST_TIMEOUT_SECONDS: seconds(600),
  BODY_IDLE_TIMEOUT_SECONDS: seconds(30),
  // A body that is not a photo upload must arrive whole this soon; never more than a minute.
  BODY_TIMEOUT_SECONDS: ms(z.coerce.number().int().positive().max(60).default(15), 1000),
  UPLOAD_MIN_BYTES_PER_SECOND: int(2048),
  UPLOAD_RATE_WINDOW_SECONDS: seconds(20),
  HEADERS_TIMEOUT_SECONDS: seconds(20),
  KEEP_ALIVE_TIMEOUT_SECONDS: seconds(72),
  CONNECTIONS_PER_ADDRESS: count(100),
  REQUESTS_PER_ADDRESS: count(50),
  IMAGE_JOBS_CONCURRENCY: int(2),
  IMAGE_JOBS_QUEUE: count(8),
  IMAGE_JOBS_WAIT_SECONDS: seconds(60),
  // Unset: as many as the image jobs can run or queue (IMAGE_JOBS_CONCURRENCY + IMAGE_JOBS_QUEUE).
  UPLOADS_IN_FLIGHT: z.coerce.number().int().positive().optional(),
  UPLOADS_PER_ACCOUNT: int(2),
};

const rateLimits = {
  RATE_LIMIT_LOGIN_FAILURES: int(5),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: int(15 * 60),
  RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: int(20),
  RATE_LIMIT_CREATE_ATTEMPTS: int(100),
  RATE_LIMIT_CREATE_WINDOW_SECONDS: int(60 * 60),
  RATE_LIMIT_REGISTER_ATTEMPTS: int(10),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: int(60 * 60),
  RATE_LIMIT_LEADS_ATTEMPTS: int(10),
  RATE_LIMIT_LEADS_WINDOW_SECONDS: int(60 * 60),
  RATE_LIMIT_PAYMENTS_ATTEMPTS: int(30),
  RATE_LIMIT_PAYMENTS_WINDOW_SECONDS: int(10 * 60),
  RATE_LIMIT_BOOKINGS_ATTEMPTS: int(10),
  RATE_LIMIT_BOOKINGS_WINDOW_SECONDS: int(60 * 60),
  RATE_LIMIT_MESSAGES_ATTEMPTS: int(60),
  RATE_LIMIT_MESSAGES_WINDOW_SECONDS: int(60 * 60),
  RATE_LIMIT_REPORTS_ATTEMPTS: int(10),
  RATE_LIMIT_REPORTS_WINDOW_SECONDS: int(60 * 60),
  RATE_LIMIT_WHOLE_LIST_READS: int(5),
  RATE_LIMIT_WHOLE_LIST_WINDOW_SECONDS: int(60),
  RATE_LIMIT_PASSWORD_RESET_ATTEMPTS: int(5),
  RATE_LIMIT_PASSWORD_RESET_WINDOW_SECONDS: int(15 * 60),
  RATE_LIMIT_ACCOUNT_MAILS_PER_DAY: int(10),
  ALERT_MAILS_PER_ADDRESS_PER_DAY: int(10),
};

export const media = {
  // Uploaded images in an S3-compatible bucket instead of DATA_DIR/uploads (decision 035).
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  // Where browsers fetch the bucket's images from (a CDN in front of it); unset: through this server.
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
};

export const env = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // App processes `npm start` runs on PORT (node's cluster module); PostgreSQL only.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: ms(int(60 * 24), 60_000),
  SESSION_ABSOLUTE_DAYS: ms(int(30), 86_400_000),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: trustProxy,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPERATOR_NAME: z.string().default('Semana Vacaciones S.A. de C.V.'),
  OPERATOR_ADDRESS: z
    .string()
    .default('Av. Paseo de los Cocoteros 55, Nuevo Vallarta, Nayarit 63735, México'),
  SUPPORT_EMAIL: z.email().default('support@semana.example'),
  SUPPORT_PHONE: z.string().default('+52 322 555 0142'),
  SUPPORT_WHATSAPP: z.string().default('+52 322 555 0142'),
  HERO_VIDEO_URL: z.string().default('/media/hero.mp4'),
  HERO_POSTER_URL: z.string().default('/media/hero-poster.webp'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must start with pk_').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  FACTURAPI_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')
    .optional(),
  FACTURAPI_API_URL: z.url().optional(),
  INVOICE_ISSUER_POSTAL_CODE: z
    .string()
    .regex(/^\d{5}$/, 'must be the 5-digit postal code of the issuer’s fiscal address')
    .optional(),
  PUBLIC_URL: webAddress
    .refine(
      (u) => /^https?:\/\/[^/?#]+\/?$/.test(u),
      'must be the site origin only, e.g. https://semana.example',
    )
    .optional(),
  PAYMENTS_TEST_MODE: bool.optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be smtp://user:pass@host:port or smtps://…', abort: true })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Semana <no-reply@semana.example>'),
  USD_MXN_RATE: z.coerce
    .number({ error: 'must be a number of pesos per dollar, e.g. 18.45' })
    .gt(0, 'must be more than 0')
    .lt(1000, 'must be less than 1000')
    .optional(),
  USD_MXN_RATE_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-mm-dd')
    .optional(),
  USD_MXN_RATE_URL: webAddress.optional(),
  MIGRATIONS_DIR: z.string().optional(),
  CLIENT_DIR: z.string().optional(),
  SSR_ENTRY: z.string().optional(),
  ...tuning,
  ...rateLimits,
  ...media,
});

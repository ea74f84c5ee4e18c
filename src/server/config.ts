import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './lib/paths';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (def: number) => z.coerce.number().int().positive().default(def);

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: int(60 * 24),
  SESSION_ABSOLUTE_DAYS: int(30),
  COOKIE_SECURE: bool.optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: int(1024 * 1024),
  RATE_LIMIT_LOGIN_FAILURES: int(5),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: int(15 * 60),
  RATE_LIMIT_REGISTER_ATTEMPTS: int(10),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: int(60 * 60),
  RATE_LIMIT_LEADS_ATTEMPTS: int(10),
  RATE_LIMIT_LEADS_WINDOW_SECONDS: int(60 * 60),
  RATE_LIMIT_PAYMENTS_ATTEMPTS: int(30),
  RATE_LIMIT_PAYMENTS_WINDOW_SECONDS: int(10 * 60),
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
  MIGRATIONS_DIR: z.string().optional(),
  CLIENT_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** When unset, main.ts generates one and keeps it in DATA_DIR. */
  sessionSecret: string | undefined;
  session: { idleMs: number; absoluteMs: number; cookieSecure: boolean };
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  bodyLimit: number;
  rateLimits: {
    loginFailures: number;
    loginWindowSeconds: number;
    registerAttempts: number;
    registerWindowSeconds: number;
    leadsAttempts: number;
    leadsWindowSeconds: number;
    paymentsAttempts: number;
    paymentsWindowSeconds: number;
  };
  operator: { name: string; address: string; email: string; phone: string; whatsapp: string };
  /** The landing page's background video and the poster shown until (or instead of) it plays. */
  hero: { videoUrl: string; posterUrl: string };
  /**
   * Stripe when both keys are set, else the built-in test provider (decision 010). apiUrl points the
   * SDK elsewhere (tests' stand-in, a proxy); unset means api.stripe.com.
   */
  stripe: { secretKey: string; publishableKey: string; webhookSecret?: string; apiUrl?: string } | null;
  migrationsDir: string;
  clientDir: string;
}

export class ConfigError extends Error {}

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
  const root = projectRoot();
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
      cookieSecure: e.COOKIE_SECURE ?? isProduction,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT_BYTES,
    rateLimits: {
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      loginWindowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
      registerAttempts: e.RATE_LIMIT_REGISTER_ATTEMPTS,
      registerWindowSeconds: e.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
      leadsAttempts: e.RATE_LIMIT_LEADS_ATTEMPTS,
      leadsWindowSeconds: e.RATE_LIMIT_LEADS_WINDOW_SECONDS,
      paymentsAttempts: e.RATE_LIMIT_PAYMENTS_ATTEMPTS,
      paymentsWindowSeconds: e.RATE_LIMIT_PAYMENTS_WINDOW_SECONDS,
    },
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
    migrationsDir: path.resolve(e.MIGRATIONS_DIR ?? path.join(root, 'drizzle')),
    clientDir: path.resolve(e.CLIENT_DIR ?? path.join(root, 'dist', 'client')),
  };
}

import { z } from 'zod';
import { DATE_MESSAGE, isCalendarDate } from './common';

/** Public facts about the operator, for the legal pages and the contact block. */
export const siteConfigResponse = z.object({
  operator: z.object({
    name: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
  }),
  hero: z.object({ videoUrl: z.string(), posterUrl: z.string() }),
  /** Pesos per dollar for the approximate MXN beside prices, with the rate's date; null: none set. */
  exchangeRate: z
    .object({ usdMxn: z.number(), date: z.string(), source: z.enum(['config', 'staff', 'feed']) })
    .nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;

/**
 * `/api/health`: 200 while the database answers, 503 (with the error model's message and code) while
 * it does not. busy: it answers, but requests are waiting for a pooled connection.
 */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'pg']),
  databaseState: z.enum(['up', 'busy']),
  storageState: z.literal('ok'),
});
/** The disks under DATA_DIR and the uploads: full (out of space) or read-only refuse every write. */
export const storageStates = z.enum(['ok', 'full', 'read-only']);
export const healthUnavailableResponse = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['pglite', 'pg']),
  /** unreachable: no connection; timeout: no answer in time; error: it answered with an error. */
  databaseState: z.enum(['unreachable', 'timeout', 'error']).or(z.enum(['up', 'busy'])),
  storageState: storageStates,
  message: z.string(),
  code: z.literal('UNAVAILABLE'),
});
export type DatabaseState =
  | z.infer<typeof healthUnavailableResponse>['databaseState']
  | z.infer<typeof healthResponse>['databaseState'];
export type StorageState = z.infer<typeof storageStates>;

export type ExchangeRate = NonNullable<SiteConfig['exchangeRate']>;

/** A rate as it is kept: four decimals (a rate that rounds to 0 or to 1,000 is out of range). */
export const keptRate = (usdMxn: number) => Math.round(usdMxn * 10_000) / 10_000;

/** PUT /api/exchange-rate (staff): pesos per dollar, and optionally the day it is for. */
export const exchangeRateInput = z.object({
  usdMxn: z.coerce
    .number({ error: 'Enter the number of pesos per dollar' })
    .transform(keptRate)
    .pipe(z.number().gt(0, 'The rate must be more than 0').lt(1000, 'The rate must be less than 1,000')),
  date: z.string().refine(isCalendarDate, DATE_MESSAGE).optional(),
});
export const exchangeRateResponse = z.object({
  usdMxn: z.number(),
  date: z.string(),
  source: z.enum(['config', 'staff', 'feed']),
});

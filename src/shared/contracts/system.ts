import { z } from 'zod';

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
});
export type SiteConfig = z.infer<typeof siteConfigResponse>;

/** `/api/health`: 200 while the database answers, 503 (with the error model's message and code) while it does not. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'pg']),
  databaseState: z.literal('up'),
});
export const healthUnavailableResponse = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['pglite', 'pg']),
  /** unreachable: no connection; timeout: no answer in time; error: it answered with an error. */
  databaseState: z.enum(['unreachable', 'timeout', 'error']),
  message: z.string(),
  code: z.literal('UNAVAILABLE'),
});
export type DatabaseState = z.infer<typeof healthUnavailableResponse>['databaseState'] | 'up';

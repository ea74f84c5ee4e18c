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

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'pg']),
});

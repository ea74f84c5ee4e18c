import { z } from 'zod';

/** The body of every error response (house style 5). */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Spec 001 §7: some screens read an `error` field; it carries the same text as message. */
  error: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const okResponse = z.object({ ok: z.literal(true) });

/** An empty form box means "missing", not zero (z.coerce alone would read '' as 0). */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

import { z } from 'zod';
import { id } from './common';

/** The two values every alert link carries: the request and its signature. */
export const alertLinkQuery = z.object({
  r: id(),
  t: z.string().min(1).max(64),
});

/** What the unsubscribe page shows; never the requester's e-mail. */
export const alertSubscription = z.object({
  preferredLocation: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  subscribed: z.boolean(),
});
export type AlertSubscription = z.infer<typeof alertSubscription>;

export const alertSubscriptionChanged = z.object({ subscribed: z.boolean() });

/** A confirmation link's token: 32 random bytes in base64url are 43 characters. */
const confirmationToken = z
  .string()
  .trim()
  .min(1, 'This link is incomplete')
  .max(200, 'This link is incomplete');

/** GET /api/alerts/confirm?token=…: what the confirmation page shows before the click. */
export const alertConfirmQuery = z.object({ token: confirmationToken });
/** POST /api/alerts/confirm: the click that confirms the address (a GET never does). */
export const alertConfirmInput = z.object({ token: confirmationToken });

/**
 * A confirmation link's state: `pending` (the button confirms), `confirmed` (alerts go to the
 * address), `expired` (past its days, or spent by an address that stopped its alerts since).
 */
export const alertConfirmation = z.object({ state: z.enum(['pending', 'confirmed', 'expired']) });
export type AlertConfirmation = z.infer<typeof alertConfirmation>;

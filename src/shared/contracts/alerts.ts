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

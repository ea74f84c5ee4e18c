import type { Resolver } from 'react-hook-form';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';
import { weekInterestInput } from '#src/shared/contracts/leads.ts';

export interface InterestValues {
  email: string;
  message: string;
  /** The honeypot: people never see it, so it stays empty. */
  website?: string;
}

/** The same rules the server applies to week and property interests ('Message is required'...). */
export const withEmail = zodResolver(
  weekInterestInput.pick({ email: true, message: true, website: true }),
) as unknown as Resolver<InterestValues>;
export const withoutEmail = zodResolver(
  weekInterestInput.pick({ message: true, website: true }),
) as unknown as Resolver<InterestValues>;

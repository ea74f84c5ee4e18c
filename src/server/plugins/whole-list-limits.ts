import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { clientKey } from '#src/server/lib/client-address.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { representationOf, sendRepresentation } from '#src/server/lib/shared-representation.ts';

/** The whole-table answers kept for older clients, each with its own allowance per caller. */
export type WholeList =
  | 'weeks'
  | 'weeks-location'
  | 'week-requests'
  | 'week-interests'
  | 'property-interests'
  | 'users';

/**
 * Reads that answer a whole table (every future week, a staff list without `page`) are kept for
 * clients written against the old screens, but a few per minute per caller is all such a client
 * needs and all one caller may cost (decision 047). Counted in the shared limiter store (decision
 * 016), before the work, so several processes give one allowance; past it, 429 with Retry-After.
 */
export function wholeListLimits(limits: LimiterStore, config: Config) {
  const limiter = limits.limiter(
    'whole-list',
    config.rateLimits.wholeListReads,
    config.rateLimits.wholeListWindowSeconds,
  );
  return {
    /** Counts one read of `list` from this client's address (signed in or not: new accounts add nothing). */
    consume: (request: FastifyRequest, list: WholeList): Promise<void> =>
      limiter.consume(`${list}|${clientKey(request)}`),
  };
}

export type WholeListLimits = ReturnType<typeof wholeListLimits>;

/**
 * A whole staff list sent gzipped when the client takes it (about a tenth of the bytes), never
 * stored by a cache: `rows` has been through its response schema already, so nothing unlisted leaks.
 */
export async function sendWholeList(request: FastifyRequest, reply: FastifyReply, rows: unknown) {
  const rep = await representationOf(JSON.stringify(rows));
  return sendRepresentation(request, reply, rep, 'no-store');
}

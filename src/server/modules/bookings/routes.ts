import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { bookingsEndpoints as api } from '#src/shared/contracts/bookings-endpoints.ts';
import type { BookingsService } from './service';

/** A person's bookings are theirs alone: never kept by a cache between them and the server. */
const PRIVATE = 'private, no-store';

export function bookingsRoutes(bookings: BookingsService, config: Config, limits: LimiterStore) {
  // Holding weeks is limited per account (a renter does not need dozens of checkouts an hour), on
  // top of the per-address limit every checkout shares with the card payments.
  const perAccount = limits.limiter(
    'bookings',
    config.rateLimits.bookingsAttempts,
    config.rateLimits.bookingsWindowSeconds,
  );
  return async (app: FastifyInstance) => {
    // Every answer here is one person's: set once for this plugin's routes (its hooks are its own).
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('cache-control', PRIVATE);
    });
    route(app, api.postBookings, async (req, reply) => {
      const user = requireUser(req);
      await perAccount.consume(`booking|${user.id}`);
      return reply.code(201).send(await bookings.create(user, req.body));
    });

    route(app, api.getBookingsQuote, (req) => bookings.quote(requireUser(req), req.query.weekId));

    route(app, api.getBookingsMine, (req) => bookings.mine(requireUser(req), req.query));

    route(app, api.getBookingsOwner, (req) => bookings.mine(requireUser(req), req.query, 'owner'));

    route(app, api.getBookingsById, (req) => bookings.detail(requireUser(req), req.params.id));

    route(app, api.postBookingsCancel, (req) => bookings.cancel(requireUser(req), req.params.id));

    route(app, api.getBookingsCancellation, (req) =>
      bookings.cancellationQuote(requireUser(req), req.params.id),
    );

    route(app, api.postBookingsAccept, (req) => bookings.accept(requireUser(req), req.params.id));

    route(app, api.postBookingsDecline, (req) => bookings.decline(requireUser(req), req.params.id));

    route(app, api.getPayoutsAccount, (req) => bookings.payoutAccount(requireUser(req)));

    route(app, api.postPayoutsAccount, (req) => bookings.openPayoutAccount(requireUser(req)));
  };
}

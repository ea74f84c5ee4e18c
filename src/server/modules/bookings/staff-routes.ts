import type { FastifyInstance } from 'fastify';
import { route } from '#src/server/lib/endpoint-route.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { staffBookingsEndpoints as api } from '#src/shared/contracts/staff-bookings-endpoints.ts';
import type { BookingsService } from './service';

/** People's bookings and money: never kept by a cache between staff and the server. */
const PRIVATE = 'private, no-store';

/** The staff's Bookings section: the list, one booking with its ledger, the counts, and the decisions. */
export function staffBookingsRoutes(bookings: Pick<BookingsService, 'staff'>) {
  const { staff } = bookings;
  return async (app: FastifyInstance) => {
    // Set once for this plugin's routes (its hooks are its own).
    app.addHook('onRequest', async (_req, reply) => {
      reply.header('cache-control', PRIVATE);
    });
    route(app, api.getStaffBookings, (req) => staff.list(req.query));
    route(app, api.getStaffBookingsSummary, (req) => staff.summary(req.query));
    route(app, api.getStaffBookingsById, (req) => staff.view(requireUser(req), req.params.id));
    route(app, api.postStaffBookingsHold, (req) =>
      staff.hold(requireUser(req), req.params.id, req.body.reason),
    );
    route(app, api.postStaffBookingsRelease, (req) =>
      staff.release(requireUser(req), req.params.id, req.body.reason),
    );
    route(app, api.postStaffBookingsRefund, (req) => staff.refund(requireUser(req), req.params.id, req.body));
  };
}

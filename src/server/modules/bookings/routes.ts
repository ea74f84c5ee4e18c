import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '#src/server/config.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import type { MultipartForm } from '#src/server/plugins/openapi-operations.ts';
import { withUpload } from '#src/server/storage/multipart.ts';
import { sendPrivateFile } from '#src/server/storage/private-files.ts';
import type { UploadSlots } from '#src/server/storage/upload-slots.ts';
import { CONFIRMATION_MAX_BYTES, CONFIRMATION_TYPES } from '#src/shared/bookings/rules.ts';
import { bookingsEndpoints as api } from '#src/shared/contracts/bookings-endpoints.ts';
import { CONFIRMATION_FILES } from './confirmation';
import type { BookingsService } from './service';

/** A person's bookings are theirs alone: never kept by a cache between them and the server. */
const PRIVATE = 'private, no-store';

/** The upload form of the resort's confirmation, for the API document. */
const confirmationForm: MultipartForm = {
  fields: z.object({}),
  files: {
    name: 'file',
    min: 1,
    max: 1,
    maxBytes: CONFIRMATION_MAX_BYTES,
    types: CONFIRMATION_TYPES,
    description: 'The resort’s confirmation of the booking, with the guest’s name and the dates.',
  },
};

export function bookingsRoutes(
  bookings: BookingsService,
  config: Config,
  limits: LimiterStore,
  uploads: { slots: UploadSlots; tmpRoot: string },
) {
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

    route(app, api.getBookingsOwnerRecord, (req) => bookings.ownerRecord(requireUser(req)));

    route(app, api.getBookingsById, (req) => bookings.detail(requireUser(req), req.params.id));

    route(app, api.postBookingsCancel, (req) => bookings.cancel(requireUser(req), req.params.id));

    route(app, api.getBookingsCancellation, (req) =>
      bookings.cancellationQuote(requireUser(req), req.params.id),
    );

    route(app, api.postBookingsAccept, (req) => bookings.accept(requireUser(req), req.params.id));

    route(app, api.postBookingsDecline, (req) => bookings.decline(requireUser(req), req.params.id));

    route(app, api.postBookingsReport, (req) =>
      bookings.report(requireUser(req), req.params.id, req.body.text),
    );

    route(
      app,
      api.postBookingsConfirmation,
      async (req, reply) => {
        const owner = requireUser(req);
        return withUpload(
          req,
          reply,
          {
            slots: uploads.slots,
            accountId: owner.id,
            tmpRoot: uploads.tmpRoot,
            fileField: 'file',
            rule: CONFIRMATION_FILES,
          },
          (upload) => bookings.uploadConfirmation(owner, req.params.id, upload.files),
        );
      },
      { config: { multipartForm: confirmationForm } },
    );

    // A download only: a file from an owner is never shown as a page of this site (decision 058).
    route(app, api.getBookingsConfirmation, async (req, reply) => {
      return sendPrivateFile(reply, await bookings.confirmationFile(requireUser(req), req.params.id));
    });

    route(app, api.getPayoutsAccount, (req) => bookings.payoutAccount(requireUser(req)));

    route(app, api.postPayoutsAccount, (req) => bookings.openPayoutAccount(requireUser(req)));
  };
}

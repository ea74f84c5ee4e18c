import type { FastifyInstance } from 'fastify';
import { readRoute, route } from '#src/server/lib/endpoint-route.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { reviewsEndpoints as api } from '#src/shared/contracts/reviews-endpoints.ts';
import type { ReviewsService } from './service';

/** A booking's reviews are its two people's: never kept by a cache. */
const PRIVATE = 'private, no-store';

export function reviewsRoutes(reviews: ReviewsService) {
  return async (app: FastifyInstance) => {
    route(app, api.postBookingsReviews, async (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return reply.code(201).send(await reviews.write(requireUser(req), req.params.id, req.body));
    });

    route(app, api.getBookingsReviews, (req, reply) => {
      reply.header('cache-control', PRIVATE);
      return reviews.forBooking(requireUser(req), req.params.id);
    });

    // Public answers follow the site's rule: not stored, so a review published a moment ago shows at once.
    route(app, api.getResortsReviews, (req) =>
      reviews.resortReviews(req.params.id, req.query.page, req.query.pageSize),
    );

    route(app, api.getOwnersReviews, (req) =>
      reviews.ownerReviews(req.params.id, req.query.page, req.query.pageSize),
    );

    // readRoute: the week cards' averages come drawn with the pages the server draws (decision 055).
    readRoute(app, api.getReviewsResorts, () => reviews.resortRatings());
  };
}

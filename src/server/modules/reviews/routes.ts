import type { FastifyInstance } from 'fastify';
import { route } from '#src/server/lib/endpoint-route.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { reviewsEndpoints as api } from '#src/shared/contracts/reviews-endpoints.ts';
import type { ReviewsService } from './service';

/** A booking's reviews are its two people's: never kept by a cache. */
const PRIVATE = 'private, no-store';
/** Published reviews are the same for every visitor; a minute old is fresh enough for a list of them. */
const PUBLIC = 'public, max-age=60';

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

    route(app, api.getResortsReviews, (req, reply) => {
      reply.header('cache-control', PUBLIC);
      return reviews.resortReviews(req.params.id, req.query.page, req.query.pageSize);
    });

    route(app, api.getOwnersReviews, (req, reply) => {
      reply.header('cache-control', PUBLIC);
      return reviews.ownerReviews(req.params.id, req.query.page, req.query.pageSize);
    });

    route(app, api.getReviewsResorts, (_req, reply) => {
      reply.header('cache-control', PUBLIC);
      return reviews.resortRatings();
    });
  };
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '#src/server/db/client.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import { staffEndpoints as api } from '#src/shared/contracts/staff-endpoints.ts';
import { listingsStaffList } from '../properties/staff-list';
import type { WeeksService } from '../weeks/service';
import { newListings, dashboardSummary as summaryOf } from './summary';

/**
 * The Dev Dashboard's own reads: counts, the New Listings bell, and every week and listing. Their
 * answers are written by fast-json-stringify from the contracts (decision 011).
 */
export function staffRoutes(db: Db, weeks: Pick<WeeksService, 'listAvailability' | 'listAllWeeks'>) {
  const summary = summaryOf(db, weeks.listAvailability);
  const latest = newListings(db);
  const allListings = listingsStaffList(db);
  return async (app: FastifyInstance) => {
    const fast = { serializerCompiler: fastSerializerCompiler };
    route(app, api.summary, (req) => summary(req.query), fast);
    route(app, api.newListings, (req) => latest(req.query), fast);
    route(app, api.weeks, (req) => weeks.listAllWeeks(req.query), fast);
    route(app, api.listings, (req) => allListings(req.query), fast);
  };
}

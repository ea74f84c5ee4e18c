import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#src/server/db/client.ts';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import { errorResponse } from '#src/shared/contracts/common.ts';
import {
  dashboardSummary,
  newListingsQuery,
  newListingsResponse,
  staffListingPage,
  staffListingsQuery,
  staffWeekPage,
  staffWeeksQuery,
  summaryQuery,
} from '#src/shared/contracts/staff.ts';
import { STAFF_ACCESS } from '#src/shared/permissions.ts';
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
    const r = app.withTypeProvider<ZodTypeProvider>();
    const errors = { '4xx': errorResponse } as const;

    r.get('/api/dev/summary', {
      serializerCompiler: fastSerializerCompiler,
      config: { access: STAFF_ACCESS.dashboardSummary },
      schema: { querystring: summaryQuery, response: { 200: dashboardSummary, ...errors } },
      handler: (req) => summary(req.query),
    });

    r.get('/api/dev/new-listings', {
      serializerCompiler: fastSerializerCompiler,
      config: { access: STAFF_ACCESS.dashboardSummary },
      schema: { querystring: newListingsQuery, response: { 200: newListingsResponse, ...errors } },
      handler: (req) => latest(req.query),
    });

    r.get('/api/dev/weeks', {
      serializerCompiler: fastSerializerCompiler,
      config: { access: STAFF_ACCESS.listAllWeeks },
      schema: { querystring: staffWeeksQuery, response: { 200: staffWeekPage, ...errors } },
      handler: (req) => weeks.listAllWeeks(req.query),
    });

    r.get('/api/dev/property-listings', {
      serializerCompiler: fastSerializerCompiler,
      config: { access: STAFF_ACCESS.listAllListings },
      schema: { querystring: staffListingsQuery, response: { 200: staffListingPage, ...errors } },
      handler: (req) => allListings(req.query),
    });
  };
}

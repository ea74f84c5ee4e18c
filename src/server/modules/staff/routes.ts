import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/contracts/common';
import {
  dashboardSummary,
  newListingsQuery,
  newListingsResponse,
  staffListingPage,
  staffListingsQuery,
  staffWeekPage,
  staffWeeksQuery,
  summaryQuery,
} from '../../../shared/contracts/staff';
import { STAFF_ACCESS } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { listingsStaffList } from '../properties/staff-list';
import type { WeeksService } from '../weeks/service';
import { weeksStaffList } from '../weeks/staff-list';
import { newListings, dashboardSummary as summaryOf } from './summary';

/** The Dev Dashboard's own reads: counts, the New Listings bell, and every week and listing. */
export function staffRoutes(db: Db, weeks: Pick<WeeksService, 'listAvailability'>) {
  const summary = summaryOf(db, weeks.listAvailability);
  const latest = newListings(db);
  const allWeeks = weeksStaffList(db);
  const allListings = listingsStaffList(db);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const errors = { '4xx': errorResponse } as const;

    r.get('/api/dev/summary', {
      config: { access: STAFF_ACCESS.dashboardSummary },
      schema: { querystring: summaryQuery, response: { 200: dashboardSummary, ...errors } },
      handler: (req) => summary(req.query),
    });

    r.get('/api/dev/new-listings', {
      config: { access: STAFF_ACCESS.dashboardSummary },
      schema: { querystring: newListingsQuery, response: { 200: newListingsResponse, ...errors } },
      handler: (req) => latest(req.query),
    });

    r.get('/api/dev/weeks', {
      config: { access: STAFF_ACCESS.listAllWeeks },
      schema: { querystring: staffWeeksQuery, response: { 200: staffWeekPage, ...errors } },
      handler: (req) => allWeeks(req.query),
    });

    r.get('/api/dev/property-listings', {
      config: { access: STAFF_ACCESS.listAllListings },
      schema: { querystring: staffListingsQuery, response: { 200: staffListingPage, ...errors } },
      handler: (req) => allListings(req.query),
    });
  };
}

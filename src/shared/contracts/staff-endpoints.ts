import { STAFF_ACCESS } from '../permissions';
import { errorResponse } from './common';
import { endpoint } from './endpoint';
import {
  dashboardSummary,
  newListingsQuery,
  newListingsResponse,
  staffListingPage,
  staffListingsQuery,
  staffWeekPage,
  staffWeeksQuery,
  summaryQuery,
} from './staff';

/** The Dev Dashboard's own reads: counts, the New Listings bell, and every week and listing. */
export const staffEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/api/dev/summary',
    access: STAFF_ACCESS.dashboardSummary,
    query: summaryQuery,
    response: { 200: dashboardSummary, '4xx': errorResponse },
  }),
  newListings: endpoint({
    method: 'GET',
    path: '/api/dev/new-listings',
    access: STAFF_ACCESS.dashboardSummary,
    query: newListingsQuery,
    response: { 200: newListingsResponse, '4xx': errorResponse },
  }),
  weeks: endpoint({
    method: 'GET',
    path: '/api/dev/weeks',
    access: STAFF_ACCESS.listAllWeeks,
    query: staffWeeksQuery,
    response: { 200: staffWeekPage, '4xx': errorResponse },
  }),
  listings: endpoint({
    method: 'GET',
    path: '/api/dev/property-listings',
    access: STAFF_ACCESS.listAllListings,
    query: staffListingsQuery,
    response: { 200: staffListingPage, '4xx': errorResponse },
  }),
};

import { errorResponse, okResponse } from './common';
import { endpoint } from './endpoint';
import {
  demand,
  demandQuery,
  insightsSummary,
  priceGuidance,
  priceGuidanceQuery,
  weekInsights,
  weekInsightsQuery,
  weekViewsInput,
} from './insights';

const errors = { '4xx': errorResponse };

/** What an owner sees to price and fill weeks, and the views that feed it (docs/decisions/068). */
export const insightsEndpoints = {
  priceGuidance: endpoint({
    method: 'GET',
    path: '/api/weeks/price-guidance',
    access: 'active',
    query: priceGuidanceQuery,
    response: { 200: priceGuidance, ...errors },
  }),
  demand: endpoint({
    method: 'GET',
    path: '/api/weeks/demand',
    access: 'active',
    query: demandQuery,
    response: { 200: demand, ...errors },
  }),
  // The caller's own weeks only: as for the list they come from (GET /api/weeks/my-weeks).
  weekInsights: endpoint({
    method: 'GET',
    path: '/api/weeks/insights',
    access: 'signedIn',
    query: weekInsightsQuery,
    response: { 200: weekInsights, ...errors },
  }),
  summary: endpoint({
    method: 'GET',
    path: '/api/weeks/insights/summary',
    access: 'signedIn',
    response: { 200: insightsSummary, ...errors },
  }),
  views: endpoint({
    method: 'POST',
    path: '/api/weeks/views',
    access: 'public',
    body: weekViewsInput,
    response: { 200: okResponse, ...errors },
  }),
};

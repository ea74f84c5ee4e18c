import { z } from 'zod';
import {
  calendarFeedCreated,
  calendarFeedKindParams,
  calendarFeeds,
  calendarFeedTokenParams,
} from './calendar';
import { errorResponse, okResponse } from './common';
import { endpoint } from './endpoint';

const errors = { '4xx': errorResponse } as const;

/**
 * Private calendar feeds (decision 067): a signed-in person turns each of their feeds on (or makes
 * a new address, the old one stopping at once) and off; a calendar program reads the feed by its
 * secret address, with no cookie.
 */
export const calendarEndpoints = {
  getCalendarFeeds: endpoint({
    method: 'GET',
    path: '/api/calendar-feeds',
    access: 'signedIn',
    response: { 200: calendarFeeds, ...errors },
  }),
  /** Turns the feed on, or gives it a new address: the answer holds the address, shown this once. */
  postCalendarFeed: endpoint({
    method: 'POST',
    path: '/api/calendar-feeds/:kind',
    access: 'signedIn',
    params: calendarFeedKindParams,
    response: { 201: calendarFeedCreated, ...errors },
  }),
  deleteCalendarFeed: endpoint({
    method: 'DELETE',
    path: '/api/calendar-feeds/:kind',
    access: 'signedIn',
    params: calendarFeedKindParams,
    response: { 200: okResponse, ...errors },
  }),
  /** The feed itself: the secret address is the authentication. A wrong one is 404, whatever it is. */
  getCalendarFeed: endpoint({
    method: 'GET',
    path: '/api/calendar/:token.ics',
    access: 'public',
    params: calendarFeedTokenParams,
    // The body is an RFC 5545 calendar (text/calendar), not JSON.
    response: { 200: z.unknown(), 304: z.unknown(), ...errors },
  }),
};

import type { z } from 'zod';
import { STAFF_ACCESS } from '../permissions';
import { errorResponse, idParam, okResponse } from './common';
import { endpoint } from './endpoint';
import {
  leadRead,
  leadReceived,
  ownerInterestHandled,
  ownerInterestHandledInput,
  ownerInterestParams,
  ownerInterestsPage,
  ownerInterestsQuery,
  propertyInterestInput,
  weekInterestInput,
  weekRequestInput,
  weekRequestReceived,
} from './leads';
import {
  inboxPage,
  inboxQuery,
  leadsQuery,
  propertyInterestsResponse,
  weekInterestsResponse,
  weekRequestsResponse,
} from './staff';

const errors = { '4xx': errorResponse } as const;

/** A staff list of one kind of lead: its pages, or the newest 10,000 as one array (decision 047). */
const staffList = <P extends string, R extends z.ZodType>(path: P, response: R) =>
  endpoint({
    method: 'GET',
    path,
    access: STAFF_ACCESS.listLeads,
    query: leadsQuery,
    response: { 200: response, ...errors },
  });
const markRead = <P extends string>(path: P) =>
  endpoint({
    method: 'PATCH',
    path,
    access: STAFF_ACCESS.markLeadRead,
    params: idParam,
    response: { 200: leadRead, ...errors },
  });
const remove = <P extends string>(path: P) =>
  endpoint({
    method: 'DELETE',
    path,
    access: STAFF_ACCESS.removeLead,
    params: idParam,
    response: { 200: okResponse, ...errors },
  });

/** The anonymous forms, the owner's interest in their own weeks and listings, the staff's inboxes. */
export const leadsEndpoints = {
  createWeekRequest: endpoint({
    method: 'POST',
    path: '/api/week-requests',
    access: 'public',
    body: weekRequestInput,
    response: { 201: weekRequestReceived, ...errors },
  }),
  createWeekInterest: endpoint({
    method: 'POST',
    path: '/api/week-interests',
    access: 'public',
    body: weekInterestInput,
    response: { 201: leadReceived, ...errors },
  }),
  createPropertyInterest: endpoint({
    method: 'POST',
    path: '/api/property-listing-interests',
    access: 'public',
    body: propertyInterestInput,
    response: { 201: leadReceived, ...errors },
  }),
  weekRequests: staffList('/api/week-requests', weekRequestsResponse),
  weekInterests: staffList('/api/week-interests', weekInterestsResponse),
  propertyInterests: staffList('/api/property-listing-interests', propertyInterestsResponse),
  markWeekRequestRead: markRead('/api/week-requests/:id/read'),
  markWeekInterestRead: markRead('/api/week-interests/:id/read'),
  markPropertyInterestRead: markRead('/api/property-listing-interests/:id/read'),
  removeWeekRequest: remove('/api/week-requests/:id'),
  removeWeekInterest: remove('/api/week-interests/:id'),
  removePropertyInterest: remove('/api/property-listing-interests/:id'),
  ownerInterests: endpoint({
    method: 'GET',
    path: '/api/my/interests',
    access: 'signedIn',
    query: ownerInterestsQuery,
    response: { 200: ownerInterestsPage, ...errors },
  }),
  setOwnerInterestHandled: endpoint({
    method: 'PATCH',
    path: '/api/my/interests/:kind/:id',
    access: 'signedIn',
    params: ownerInterestParams,
    body: ownerInterestHandledInput,
    response: { 200: ownerInterestHandled, ...errors },
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/api/dev/interests',
    access: STAFF_ACCESS.listLeads,
    query: inboxQuery,
    response: { 200: inboxPage, ...errors },
  }),
};

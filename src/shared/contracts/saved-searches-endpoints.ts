import { errorResponse, idParam, okResponse } from './common';
import { endpoint } from './endpoint';
import {
  createSavedSearchInput,
  managedIdParam,
  managedLinkQuery,
  savedSearch,
  savedSearchCreated,
  savedSearchList,
  searchLinkQuery,
  searchSubscription,
  searchSubscriptionChanged,
  updateSavedSearchInput,
} from './saved-searches';

const errors = { '4xx': errorResponse } as const;

/**
 * Saved searches ("Alert me", docs/decisions/066-saved-searches.md): saved by a visitor (double
 * opt-in of the address) or a signed-in person; managed on My alerts, or by a visitor through the
 * signed link of each alert mail; stopped one by one by the mails' one-click unsubscribe.
 */
export const savedSearchesEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/alerts/searches',
    access: 'public',
    body: createSavedSearchInput,
    response: { 201: savedSearchCreated, ...errors },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/alerts/searches',
    access: 'signedIn',
    response: { 200: savedSearchList, ...errors },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/alerts/searches/:id',
    access: 'signedIn',
    params: idParam,
    body: updateSavedSearchInput,
    response: { 200: savedSearch, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/alerts/searches/:id',
    access: 'signedIn',
    params: idParam,
    response: { 200: okResponse, ...errors },
  }),
  managed: endpoint({
    method: 'GET',
    path: '/api/alerts/managed',
    access: 'public',
    query: managedLinkQuery,
    response: { 200: savedSearchList, ...errors },
  }),
  updateManaged: endpoint({
    method: 'PATCH',
    path: '/api/alerts/managed/:id',
    access: 'public',
    params: managedIdParam,
    query: managedLinkQuery,
    body: updateSavedSearchInput,
    response: { 200: savedSearch, ...errors },
  }),
  removeManaged: endpoint({
    method: 'DELETE',
    path: '/api/alerts/managed/:id',
    access: 'public',
    params: managedIdParam,
    query: managedLinkQuery,
    response: { 200: okResponse, ...errors },
  }),
  searchSubscription: endpoint({
    method: 'GET',
    path: '/api/alerts/search-unsubscribe',
    access: 'public',
    query: searchLinkQuery,
    response: { 200: searchSubscription, ...errors },
  }),
  searchUnsubscribe: endpoint({
    method: 'POST',
    path: '/api/alerts/search-unsubscribe',
    access: 'public',
    query: searchLinkQuery,
    response: { 200: searchSubscriptionChanged, ...errors },
  }),
};

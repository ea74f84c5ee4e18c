import { z } from 'zod';
import { locationAvailability } from './catalog';
import { errorResponse, idParam, okResponse } from './common';
import { endpoint } from './endpoint';
import {
  createWeekInput,
  locationIdParam,
  offeredPairs,
  ownerWeek,
  ownerWeeksQuery,
  ownerWeeksResponse,
  publicWeek,
  updateWeekInput,
  weekPage,
  weekSearchQuery,
} from './weeks';

/** Weeks offered for rent: the public search, owners' weeks, and the whole catalogue's reads. */
export const weeksEndpoints = {
  availability: endpoint({
    method: 'GET',
    path: '/api/vidanta/locations/availability',
    access: 'public',
    response: { 200: z.array(locationAvailability) },
  }),
  offered: endpoint({
    method: 'GET',
    path: '/api/weeks/offered',
    access: 'public',
    response: { 200: offeredPairs },
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/weeks/search',
    access: 'public',
    query: weekSearchQuery,
    response: { 200: weekPage },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/weeks',
    access: 'active',
    body: createWeekInput,
    response: { 201: ownerWeek, '4xx': errorResponse },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/weeks/my-weeks',
    access: 'signedIn',
    query: ownerWeeksQuery,
    response: { 200: ownerWeeksResponse, '4xx': errorResponse },
  }),
  // Who may: as for deleting (the owner, or a developer); anyone else gets 404 (the service decides).
  update: endpoint({
    method: 'PATCH',
    path: '/api/weeks/:id',
    access: 'signedIn',
    params: idParam,
    body: updateWeekInput,
    response: { 200: ownerWeek, '4xx': errorResponse },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/weeks/:id',
    access: 'signedIn',
    params: idParam,
    response: { 200: okResponse, '4xx': errorResponse },
  }),
  // The whole catalogue (decisions 012 and 047): the app pages through the search instead.
  wholeCatalogue: endpoint({
    method: 'GET',
    path: '/api/weeks/location',
    access: 'public',
    response: { 200: z.array(publicWeek), '4xx': errorResponse },
  }),
  wholeCatalogueOf: endpoint({
    method: 'GET',
    path: '/api/weeks/location/:id',
    access: 'public',
    params: locationIdParam,
    response: { 200: z.array(publicWeek), '4xx': errorResponse },
  }),
};

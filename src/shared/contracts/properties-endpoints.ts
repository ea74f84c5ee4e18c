import { z } from 'zod';
import { errorResponse, idParam, okResponse } from './common';
import { endpoint } from './endpoint';
import {
  ownerListingsQuery,
  ownerListingsResponse,
  ownerPropertyListing,
  propertyPage,
  propertySearchQuery,
  publicPropertyListing,
} from './properties';

/** Property listings for sale: the public search and list, owners' listings with photos. */
export const propertiesEndpoints = {
  getPropertyListings: endpoint({
    method: 'GET',
    path: '/api/property-listings',
    access: 'public',
    response: { 200: z.array(publicPropertyListing) },
  }),
  /** Multipart (`createPropertyFields` and 1 to 7 `images`), read by the handler itself. */
  postPropertyListings: endpoint({
    method: 'POST',
    path: '/api/property-listings',
    access: 'active',
    response: { 201: ownerPropertyListing, '4xx': errorResponse },
  }),
  getPropertyListingsMyListings: endpoint({
    method: 'GET',
    path: '/api/property-listings/my-listings',
    access: 'signedIn',
    query: ownerListingsQuery,
    response: { 200: ownerListingsResponse, '4xx': errorResponse },
  }),
  deletePropertyListingsById: endpoint({
    method: 'DELETE',
    path: '/api/property-listings/:id',
    access: 'signedIn',
    params: idParam,
    response: { 200: okResponse, '4xx': errorResponse },
  }),
  getPropertyListingsSearch: endpoint({
    method: 'GET',
    path: '/api/property-listings/search',
    access: 'public',
    query: propertySearchQuery,
    response: { 200: propertyPage },
  }),
};

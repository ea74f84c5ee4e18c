import { z } from 'zod';
import { REFERENCE_DATA_ACCESS } from '../permissions';
import {
  brand,
  createContractTypeInput,
  createResortInput,
  createUnitTypeInput,
  location,
  referenceNamesEs,
  resort,
  resortIdParam,
  resortSummariesQuery,
  resortSummary,
  unitType,
  unitTypeIdParam,
  unitTypeImage,
  unitTypeImageIdParam,
  unitTypesQuery,
  updateLocationInput,
  updateReferenceTextsInput,
  updateUnitTypeInput,
} from './catalog';
import { errorResponse, idParam, okResponse } from './common';
import { contractType } from './contracts';
import { endpoint } from './endpoint';

/** The catalogue: reading is public; the staff of Database Management add to it and edit it. */
export const catalogEndpoints = {
  locations: endpoint({
    method: 'GET',
    path: '/api/vidanta/locations',
    access: 'public',
    response: { 200: z.array(location) },
  }),
  resorts: endpoint({
    method: 'GET',
    path: '/api/vidanta/resorts',
    access: 'public',
    response: { 200: z.array(resort) },
  }),
  resortLocations: endpoint({
    method: 'GET',
    path: '/api/vidanta/resorts/:resortId/locations',
    access: 'public',
    params: resortIdParam,
    response: { 200: z.array(location) },
  }),
  unitTypes: endpoint({
    method: 'GET',
    path: '/api/vidanta/unit-types',
    access: 'public',
    query: unitTypesQuery,
    response: { 200: z.array(unitType) },
  }),
  brands: endpoint({
    method: 'GET',
    path: '/api/brands',
    access: 'public',
    response: { 200: z.array(brand) },
  }),
  resortSummaries: endpoint({
    method: 'GET',
    path: '/api/vidanta/resorts/summary',
    access: 'manager',
    query: resortSummariesQuery,
    response: { 200: z.array(resortSummary) },
  }),
  createResort: endpoint({
    method: 'POST',
    path: '/api/vidanta/resorts',
    access: REFERENCE_DATA_ACCESS.create,
    body: createResortInput,
    response: { 201: resort, '4xx': errorResponse },
  }),
  createUnitType: endpoint({
    method: 'POST',
    path: '/api/vidanta/unit-types',
    access: REFERENCE_DATA_ACCESS.create,
    body: createUnitTypeInput,
    response: { 201: unitType, '4xx': errorResponse },
  }),
  // GET /api/contract-types lives with the contracts that use it; the table is catalog's.
  createContractType: endpoint({
    method: 'POST',
    path: '/api/contract-types',
    access: REFERENCE_DATA_ACCESS.create,
    body: createContractTypeInput,
    response: { 201: contractType, '4xx': errorResponse },
  }),
  spanishNames: endpoint({
    method: 'GET',
    path: '/api/reference-names/es',
    access: 'public',
    response: { 200: referenceNamesEs },
  }),
  // Both languages of a row (decision 046), and a unit type's guests; the same staff who add
  // reference data edit it.
  updateUnitType: endpoint({
    method: 'PATCH',
    path: '/api/vidanta/unit-types/:id',
    access: REFERENCE_DATA_ACCESS.edit,
    params: idParam,
    body: updateUnitTypeInput,
    response: { 200: unitType, '4xx': errorResponse },
  }),
  updateContractType: endpoint({
    method: 'PATCH',
    path: '/api/contract-types/:id',
    access: REFERENCE_DATA_ACCESS.edit,
    params: idParam,
    body: updateReferenceTextsInput,
    response: { 200: contractType, '4xx': errorResponse },
  }),
  updateLocation: endpoint({
    method: 'PATCH',
    path: '/api/vidanta/locations/:id',
    access: REFERENCE_DATA_ACCESS.edit,
    params: idParam,
    body: updateLocationInput,
    response: { 200: location, '4xx': errorResponse },
  }),
  unitTypeImages: endpoint({
    method: 'GET',
    path: '/api/vidanta/unit-type-images/:unitTypeId',
    access: 'public',
    params: unitTypeIdParam,
    response: { 200: z.array(unitTypeImage) },
  }),
  /** Multipart: `images` (1 to 7 files), `unitTypeId`, optional `description`; read by the handler. */
  uploadUnitTypeImages: endpoint({
    method: 'POST',
    path: '/api/vidanta/unit-type-images',
    access: REFERENCE_DATA_ACCESS.uploadImages,
    response: { 201: z.array(unitTypeImage), '4xx': errorResponse },
  }),
  removeUnitTypeImage: endpoint({
    method: 'DELETE',
    path: '/api/vidanta/unit-type-images/:id',
    access: REFERENCE_DATA_ACCESS.removeImage,
    params: unitTypeImageIdParam,
    response: { 200: okResponse, '4xx': errorResponse },
  }),
};

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
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
  unitTypesQuery,
  updateLocationInput,
  updateReferenceTextsInput,
} from '#src/shared/contracts/catalog.ts';
import { errorResponse, idParam } from '#src/shared/contracts/common.ts';
import { contractType } from '#src/shared/contracts/contracts.ts';
import { REFERENCE_DATA_ACCESS } from '#src/shared/permissions.ts';
import type { CatalogService } from './service';

export function catalogRoutes(catalog: CatalogService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/vidanta/locations', {
      config: { access: 'public' },
      serializerCompiler: fastSerializerCompiler,
      schema: { response: { 200: z.array(location) } },
      handler: () => catalog.listLocations(),
    });

    r.get('/api/vidanta/resorts', {
      config: { access: 'public' },
      serializerCompiler: fastSerializerCompiler,
      schema: { response: { 200: z.array(resort) } },
      handler: () => catalog.listResorts(),
    });

    r.get('/api/vidanta/resorts/:resortId/locations', {
      config: { access: 'public' },
      schema: { params: resortIdParam, response: { 200: z.array(location) } },
      handler: (req) => catalog.listResortLocations(req.params.resortId),
    });

    r.get('/api/vidanta/unit-types', {
      config: { access: 'public' },
      serializerCompiler: fastSerializerCompiler,
      schema: { querystring: unitTypesQuery, response: { 200: z.array(unitType) } },
      handler: (req) => catalog.listUnitTypes(req.query.resortId),
    });

    r.get('/api/brands', {
      config: { access: 'public' },
      schema: { response: { 200: z.array(brand) } },
      handler: () => catalog.listBrands(),
    });

    // Database Management: managers and developers administer reference data.
    r.get('/api/vidanta/resorts/summary', {
      config: { access: 'manager' },
      schema: { querystring: resortSummariesQuery, response: { 200: z.array(resortSummary) } },
      handler: (req) => catalog.listResortSummaries(req.query.q),
    });

    r.post('/api/vidanta/resorts', {
      config: { access: REFERENCE_DATA_ACCESS.create },
      schema: { body: createResortInput, response: { 201: resort, '4xx': errorResponse } },
      handler: async (req, reply) => reply.code(201).send(await catalog.createResort(req.body)),
    });

    r.post('/api/vidanta/unit-types', {
      config: { access: REFERENCE_DATA_ACCESS.create },
      schema: { body: createUnitTypeInput, response: { 201: unitType, '4xx': errorResponse } },
      handler: async (req, reply) => reply.code(201).send(await catalog.createUnitType(req.body)),
    });

    // GET /api/contract-types lives with the contracts that use it; the table is catalog's.
    r.post('/api/contract-types', {
      config: { access: REFERENCE_DATA_ACCESS.create },
      schema: { body: createContractTypeInput, response: { 201: contractType, '4xx': errorResponse } },
      handler: async (req, reply) => reply.code(201).send(await catalog.createContractType(req.body)),
    });

    r.get('/api/reference-names/es', {
      config: { access: 'public' },
      schema: { response: { 200: referenceNamesEs } },
      handler: () => catalog.spanishNames(),
    });

    // Both languages of a row (decision 046); the same staff who add reference data edit it.
    r.patch('/api/vidanta/unit-types/:id', {
      config: { access: REFERENCE_DATA_ACCESS.edit },
      schema: {
        params: idParam,
        body: updateReferenceTextsInput,
        response: { 200: unitType, '4xx': errorResponse },
      },
      handler: (req) => catalog.updateUnitType(req.params.id, req.body),
    });

    r.patch('/api/contract-types/:id', {
      config: { access: REFERENCE_DATA_ACCESS.edit },
      schema: {
        params: idParam,
        body: updateReferenceTextsInput,
        response: { 200: contractType, '4xx': errorResponse },
      },
      handler: (req) => catalog.updateContractType(req.params.id, req.body),
    });

    r.patch('/api/vidanta/locations/:id', {
      config: { access: REFERENCE_DATA_ACCESS.edit },
      schema: {
        params: idParam,
        body: updateLocationInput,
        response: { 200: location, '4xx': errorResponse },
      },
      handler: (req) => catalog.updateLocation(req.params.id, req.body),
    });

    r.get('/api/vidanta/unit-type-images/:unitTypeId', {
      config: { access: 'public' },
      schema: { params: unitTypeIdParam, response: { 200: z.array(unitTypeImage) } },
      handler: (req) => catalog.listUnitTypeImages(req.params.unitTypeId),
    });
  };
}

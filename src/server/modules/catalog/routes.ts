import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  location,
  resort,
  resortIdParam,
  unitType,
  unitTypeIdParam,
  unitTypeImage,
  unitTypesQuery,
} from '../../../shared/contracts/catalog';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
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

    r.get('/api/vidanta/unit-type-images/:unitTypeId', {
      config: { access: 'public' },
      schema: { params: unitTypeIdParam, response: { 200: z.array(unitTypeImage) } },
      handler: (req) => catalog.listUnitTypeImages(req.params.unitTypeId),
    });
  };
}

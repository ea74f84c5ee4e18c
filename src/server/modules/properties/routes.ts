import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  propertyPage,
  propertySearchQuery,
  publicPropertyListing,
} from '../../../shared/contracts/properties';
import type { PropertiesService } from './service';

export function propertiesRoutes(properties: PropertiesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/property-listings', {
      config: { access: 'public' },
      schema: { response: { 200: z.array(publicPropertyListing) } },
      handler: () => properties.listActive(),
    });

    r.get('/api/property-listings/search', {
      config: { access: 'public' },
      schema: { querystring: propertySearchQuery, response: { 200: propertyPage } },
      handler: (req) => properties.search(req.query),
    });
  };
}

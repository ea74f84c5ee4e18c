import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParam, okResponse } from '../../../shared/contracts/common';
import {
  ownerPropertyListing,
  propertyPage,
  propertySearchQuery,
  publicPropertyListing,
} from '../../../shared/contracts/properties';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { requireUser } from '../../plugins/auth';
import { receiveUpload } from '../../storage/multipart';
import type { PropertiesService } from './service';

export function propertiesRoutes(properties: PropertiesService, uploadTmpDir: string) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/property-listings', {
      config: { access: 'public' },
      schema: { response: { 200: z.array(publicPropertyListing) } },
      handler: () => properties.listActive(),
    });

    r.post('/api/property-listings', {
      config: { access: 'active' },
      schema: { response: { 201: ownerPropertyListing, '4xx': errorResponse } },
      handler: async (req, reply) => {
        const owner = requireUser(req);
        const upload = await receiveUpload(req, 'images', uploadTmpDir);
        try {
          return reply.code(201).send(await properties.create(owner, upload.fields, upload.files));
        } finally {
          await upload.cleanup();
        }
      },
    });

    r.get('/api/property-listings/my-listings', {
      config: { access: 'signedIn' },
      schema: { response: { 200: z.array(ownerPropertyListing) } },
      handler: (req) => properties.listMine(requireUser(req)),
    });

    r.delete('/api/property-listings/:id', {
      config: { access: 'signedIn' },
      schema: { params: idParam, response: { 200: okResponse, '4xx': errorResponse } },
      handler: async (req) => {
        await properties.remove(requireUser(req), req.params.id);
        return { ok: true as const };
      },
    });

    r.get('/api/property-listings/search', {
      config: { access: 'public' },
      serializerCompiler: fastSerializerCompiler,
      schema: { querystring: propertySearchQuery, response: { 200: propertyPage } },
      handler: (req) => properties.search(req.query),
    });
  };
}

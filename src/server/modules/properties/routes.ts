import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import type { AttemptLimiter } from '#src/server/lib/rate-limit.ts';
import { sendRepresentation } from '#src/server/lib/shared-representation.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { imageUploadForm } from '#src/server/plugins/openapi-operations.ts';
import { withUpload } from '#src/server/storage/multipart.ts';
import type { UploadSlots } from '#src/server/storage/upload-slots.ts';
import { PROPERTY_IMAGES_MAX } from '#src/shared/constants.ts';
import { errorResponse, idParam, okResponse } from '#src/shared/contracts/common.ts';
import {
  createPropertyFields,
  ownerListingsQuery,
  ownerListingsResponse,
  ownerPropertyListing,
  type PropertyPage,
  propertyPage,
  propertySearchQuery,
  publicPropertyListing,
} from '#src/shared/contracts/properties.ts';
import type { PropertiesService } from './service';

export function propertiesRoutes(
  properties: PropertiesService,
  uploadTmpDir: string,
  uploads: UploadSlots,
  creations: AttemptLimiter,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/property-listings', {
      config: { access: 'public' },
      schema: { response: { 200: z.array(publicPropertyListing) } },
      // Shared bytes built once (decision 012); the schema documents their shape.
      handler: async (req, reply) => sendRepresentation(req, reply, await properties.activeListings()),
    });

    r.post('/api/property-listings', {
      config: {
        access: 'active',
        // The handler reads the form itself (withUpload); this only describes it in the API reference.
        multipartForm: imageUploadForm(createPropertyFields, PROPERTY_IMAGES_MAX, 'Photos of the property.'),
      },
      schema: { response: { 201: ownerPropertyListing, '4xx': errorResponse } },
      handler: async (req, reply) => {
        const owner = requireUser(req);
        const created = await withUpload(
          req,
          reply,
          {
            slots: uploads,
            accountId: owner.id,
            tmpRoot: uploadTmpDir,
            before: () => creations.consume(`listing|${owner.id}`),
          },
          (upload) => properties.create(owner, upload.fields, upload.files),
        );
        return reply.code(201).send(created);
      },
    });

    r.get('/api/property-listings/my-listings', {
      config: { access: 'signedIn' },
      schema: {
        querystring: ownerListingsQuery,
        response: { 200: ownerListingsResponse, '4xx': errorResponse },
      },
      handler: (req) => properties.listMine(requireUser(req), req.query),
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
      handler: async (req, reply) => {
        // The service keeps each answer as the bytes to send (a JSON Buffer is sent as is); the
        // schema above still describes it, for the API document.
        const json = await properties.search(req.query);
        return reply.type('application/json; charset=utf-8').send(json as unknown as PropertyPage);
      },
    });
  };
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import type { AttemptLimiter } from '#src/server/lib/rate-limit.ts';
import { sendRepresentation } from '#src/server/lib/shared-representation.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { imageUploadForm } from '#src/server/plugins/openapi-operations.ts';
import { receiveUpload } from '#src/server/storage/multipart.ts';
import type { UploadSlots } from '#src/server/storage/upload-slots.ts';
import { PROPERTY_IMAGES_MAX } from '#src/shared/constants.ts';
import { errorResponse, idParam, okResponse } from '#src/shared/contracts/common.ts';
import {
  createPropertyFields,
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
        // The handler reads the form itself (receiveUpload); this only describes it in the API reference.
        multipartForm: imageUploadForm(createPropertyFields, PROPERTY_IMAGES_MAX, 'Photos of the property.'),
      },
      schema: { response: { 201: ownerPropertyListing, '4xx': errorResponse } },
      handler: async (req, reply) => {
        const owner = requireUser(req);
        let created: Awaited<ReturnType<PropertiesService['create']>>;
        try {
          await creations.consume(`listing|${owner.id}`);
          // A slot is taken before a byte of the body is read, and held while its temporary files exist.
          const release = uploads.acquire(owner.id);
          try {
            const upload = await receiveUpload(req, 'images', uploadTmpDir);
            // The temporary files go before the answer does, so a client that sees it finds nothing left behind.
            try {
              created = await properties.create(owner, upload.fields, upload.files);
            } finally {
              await upload.cleanup();
            }
          } finally {
            release();
          }
        } catch (err) {
          // Refused before the body was all read (busy, not an image…): closing the connection after
          // the answer leaves the rest unread instead of receiving it for nothing (decision 015).
          if (!req.raw.complete) reply.header('connection', 'close');
          throw err;
        }
        return reply.code(201).send(created);
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
      handler: async (req, reply) => {
        // The service keeps each answer as the bytes to send (a JSON Buffer is sent as is); the
        // schema above still describes it, for the API document.
        const json = await properties.search(req.query);
        return reply.type('application/json; charset=utf-8').send(json as unknown as PropertyPage);
      },
    });
  };
}

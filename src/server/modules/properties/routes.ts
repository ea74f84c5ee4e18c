import type { FastifyInstance } from 'fastify';
import { route } from '#src/server/lib/endpoint-route.ts';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import type { ReadInput } from '#src/server/lib/page-reads.ts';
import type { AttemptLimiter } from '#src/server/lib/rate-limit.ts';
import { sendRepresentation } from '#src/server/lib/shared-representation.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { imageUploadForm } from '#src/server/plugins/openapi-operations.ts';
import { withUpload } from '#src/server/storage/multipart.ts';
import type { UploadSlots } from '#src/server/storage/upload-slots.ts';
import { PROPERTY_IMAGES_MAX } from '#src/shared/constants.ts';
import { createPropertyFields, type PropertyPage } from '#src/shared/contracts/properties.ts';
import { propertiesEndpoints as api } from '#src/shared/contracts/properties-endpoints.ts';
import type { PropertiesService } from './service';

export function propertiesRoutes(
  properties: PropertiesService,
  uploadTmpDir: string,
  uploads: UploadSlots,
  creations: AttemptLimiter,
) {
  return async (app: FastifyInstance) => {
    // Shared bytes built once (decision 012); the schema documents their shape.
    route(app, api.getPropertyListings, async (req, reply) =>
      sendRepresentation(req, reply, await properties.activeListings()),
    );

    route(
      app,
      api.postPropertyListings,
      async (req, reply) => {
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
      {
        config: {
          multipartForm: imageUploadForm(
            createPropertyFields,
            PROPERTY_IMAGES_MAX,
            'Photos of the property.',
          ),
        },
      },
    );

    route(app, api.getPropertyListingsMyListings, (req) => properties.listMine(requireUser(req), req.query));

    route(app, api.deletePropertyListingsById, async (req) => {
      await properties.remove(requireUser(req), req.params.id);
      return { ok: true as const };
    });

    // Also read in-process by the pages the server draws (decision 055).
    const search = ({ query }: ReadInput<typeof api.getPropertyListingsSearch>) => properties.search(query);
    app.pageReads.add(api.getPropertyListingsSearch, search);
    route(
      app,
      api.getPropertyListingsSearch,
      async (req, reply) => {
        // The service keeps each answer as the bytes to send (a JSON Buffer is sent as is); the
        // definition's schema still describes it, for the API document.
        const json = await search({ params: undefined, query: req.query });
        return reply.type('application/json; charset=utf-8').send(json as unknown as PropertyPage);
      },
      { serializerCompiler: fastSerializerCompiler },
    );
  };
}

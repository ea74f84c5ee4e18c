import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, issue } from '#src/server/lib/errors.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { imageUploadForm } from '#src/server/plugins/openapi-operations.ts';
import { withUpload } from '#src/server/storage/multipart.ts';
import type { UploadSlots } from '#src/server/storage/upload-slots.ts';
import {
  UNIT_TYPE_IMAGES_MAX,
  unitTypeImage,
  unitTypeImageIdParam,
  unitTypeImageUploadFields,
} from '#src/shared/contracts/catalog.ts';
import { errorResponse, okResponse } from '#src/shared/contracts/common.ts';
import { REFERENCE_DATA_ACCESS } from '#src/shared/permissions.ts';
import type { UnitTypeImagesService } from './unit-type-images';

/**
 * The multipart reader stops at the eighth file with a 413 (what property listings answer); for
 * unit-type pictures an eighth file is a form mistake the staff screen shows, so it is a 400.
 */
function tooManyAsValidation(err: unknown): never {
  if (err instanceof AppError && err.key === 'properties.tooManyImages') {
    const vars = { max: UNIT_TYPE_IMAGES_MAX };
    throw new AppError('VALIDATION', 'catalog.imagesAtMost', {
      vars,
      issues: [issue('images', 'catalog.imagesAtMost', vars)],
    });
  }
  throw err;
}

/** Staff upload and remove unit-type pictures (GET is public, with the rest of the catalogue). */
export function unitTypeImagesRoutes(
  service: UnitTypeImagesService,
  uploadTmpDir: string,
  uploads: UploadSlots,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // Multipart: `images` (1 to 7 files), `unitTypeId`, optional `description`.
    r.post('/api/vidanta/unit-type-images', {
      config: {
        access: REFERENCE_DATA_ACCESS.uploadImages,
        // Read by the handler itself (withUpload); this only describes it in the API reference.
        multipartForm: imageUploadForm(
          unitTypeImageUploadFields,
          UNIT_TYPE_IMAGES_MAX,
          'Pictures of the unit type.',
        ),
      },
      schema: { response: { 201: z.array(unitTypeImage), '4xx': errorResponse } },
      handler: async (req, reply) => {
        const staff = requireUser(req);
        // Same bounds as property photos: a slot before a byte is read, held while temp files exist.
        const created = await withUpload(
          req,
          reply,
          { slots: uploads, accountId: staff.id, tmpRoot: uploadTmpDir, refusal: tooManyAsValidation },
          (upload) => service.upload(upload.fields, upload.files),
        );
        return reply.code(201).send(created);
      },
    });

    r.delete('/api/vidanta/unit-type-images/:id', {
      config: { access: REFERENCE_DATA_ACCESS.removeImage },
      schema: { params: unitTypeImageIdParam, response: { 200: okResponse, '4xx': errorResponse } },
      handler: async (req) => {
        await service.remove(req.params.id);
        return { ok: true as const };
      },
    });
  };
}

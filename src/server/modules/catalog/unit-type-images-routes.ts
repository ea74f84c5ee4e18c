import type { FastifyInstance } from 'fastify';
import { route } from '#src/server/lib/endpoint-route.ts';
import { AppError, issue } from '#src/server/lib/errors.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { imageUploadForm } from '#src/server/plugins/openapi-operations.ts';
import { withUpload } from '#src/server/storage/multipart.ts';
import type { UploadSlots } from '#src/server/storage/upload-slots.ts';
import { UNIT_TYPE_IMAGES_MAX, unitTypeImageUploadFields } from '#src/shared/contracts/catalog.ts';
import { catalogEndpoints as api } from '#src/shared/contracts/catalog-endpoints.ts';
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
    route(
      app,
      api.uploadUnitTypeImages,
      async (req, reply) => {
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
      {
        config: {
          // Read by the handler itself (withUpload); this only describes it in the API reference.
          multipartForm: imageUploadForm(
            unitTypeImageUploadFields,
            UNIT_TYPE_IMAGES_MAX,
            'Pictures of the unit type.',
          ),
        },
      },
    );

    route(app, api.removeUnitTypeImage, async (req) => {
      await service.remove(req.params.id);
      return { ok: true as const };
    });
  };
}

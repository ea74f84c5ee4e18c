import { eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { unitTypeImages, unitTypes } from '#src/server/db/schema/catalog.ts';
import { AppError, issue, schemaIssues, validationError } from '#src/server/lib/errors.ts';
import { isForeignKeyViolation } from '#src/server/lib/pg-errors.ts';
import type { ImageJobQueue } from '#src/server/storage/image-jobs.ts';
import type { ImageStore } from '#src/server/storage/image-store.ts';
import type { UploadedFile } from '#src/server/storage/multipart.ts';
import { storeImages } from '#src/server/storage/stored-images.ts';
import {
  UNIT_TYPE_IMAGES_MAX,
  type UnitTypeImage,
  unitTypeImageUploadFields,
} from '#src/shared/contracts/catalog.ts';
import { imageVariantUrls, isUploadedImage } from '#src/shared/images.ts';

const unitTypeNotFound = () => new AppError('NOT_FOUND', 'catalog.unitTypeNotFound');

const toImage = (r: typeof unitTypeImages.$inferSelect): UnitTypeImage => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Staff pictures of each unit type, shown in the public week carousels. Uploads go through the
 * same pipeline as property photos; rows and files exist together or not at all.
 */
export function unitTypeImagesService(db: Db, store: ImageStore, imageJobs: ImageJobQueue) {
  return {
    async upload(fields: Record<string, string>, files: UploadedFile[]): Promise<UnitTypeImage[]> {
      const parsed = unitTypeImageUploadFields.safeParse(fields);
      const issues = parsed.success ? [] : schemaIssues(parsed.error.issues);
      if (files.length === 0) issues.push(issue('images', 'properties.chooseLeastOneImage'));
      if (files.length > UNIT_TYPE_IMAGES_MAX) {
        issues.push(issue('images', 'catalog.imagesAtMost', { max: UNIT_TYPE_IMAGES_MAX }));
      }
      if (!parsed.success || issues.length) throw validationError(issues);
      const { unitTypeId, description } = parsed.data;

      // Asked first so that an unknown unit type costs no image processing.
      const [known] = await db
        .select({ id: unitTypes.id })
        .from(unitTypes)
        .where(eq(unitTypes.id, unitTypeId))
        .limit(1);
      if (!known) throw unitTypeNotFound();

      const images = await storeImages(files, { store, imageJobs, folder: 'unit-types' });
      try {
        const rows = await db
          .insert(unitTypeImages)
          .values(images.urls.map((imageUrl) => ({ unitTypeId, imageUrl, description: description ?? null })))
          .returning();
        return rows.map(toImage);
      } catch (err) {
        await store.remove(images.files);
        // The unit type went away while the images were being processed.
        if (isForeignKeyViolation(err)) throw unitTypeNotFound();
        throw err;
      }
    },

    /** Removes one picture and its files; shared demo pictures stay on disk for the rows that use them. */
    async remove(id: number): Promise<void> {
      const [deleted] = await db
        .delete(unitTypeImages)
        .where(eq(unitTypeImages.id, id))
        .returning({ imageUrl: unitTypeImages.imageUrl });
      if (!deleted) throw new AppError('NOT_FOUND', 'properties.imageNotFound');
      if (isUploadedImage(deleted.imageUrl)) await store.remove(imageVariantUrls(deleted.imageUrl));
    },
  };
}

export type UnitTypeImagesService = ReturnType<typeof unitTypeImagesService>;

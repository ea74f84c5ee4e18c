import { randomUUID } from 'node:crypto';
import { IMAGE_DEFAULT_WIDTH } from '#src/shared/images.ts';
import type { ImageJobQueue } from './image-jobs';
import { ImageRejectedError, invalidImageError, toWebpVariants, type Variant } from './image-pipeline';
import type { ImageStore } from './image-store';
import type { UploadedFile } from './multipart';

export interface StoredImages {
  /** The default-width URL of each image, in upload order (what rows keep). */
  urls: string[];
  /** Every file written (all widths), so a caller whose next step fails can remove them. */
  files: string[];
}

/**
 * Decodes and re-encodes every uploaded image (one bounded job per upload, so a busy server refuses
 * with 503 before anything is stored), then writes each one's WebP variants under `folder`. All or
 * nothing: a refused image stores nothing, and a failed write removes what was written.
 */
export async function storeImages(
  files: UploadedFile[],
  deps: { store: ImageStore; imageJobs: ImageJobQueue; folder: 'listings' | 'unit-types' },
): Promise<StoredImages> {
  const processed = await deps.imageJobs.run(async () => {
    const variants: Variant[][] = [];
    for (const file of files) {
      try {
        variants.push(await toWebpVariants(file.path));
      } catch (err) {
        if (!(err instanceof ImageRejectedError)) throw err;
        throw invalidImageError(file.filename, err.message);
      }
    }
    return variants;
  });

  const written: string[] = [];
  try {
    const urls: string[] = [];
    for (const variants of processed) {
      const id = randomUUID();
      for (const v of variants) {
        const url = await deps.store.put(`${deps.folder}/${id}-${v.width}.webp`, v.data);
        written.push(url);
        if (v.width === IMAGE_DEFAULT_WIDTH) urls.push(url);
      }
    }
    return { urls, files: written };
  } catch (err) {
    await deps.store.remove(written);
    throw err;
  }
}

/**
 * Uploaded photos are stored as WebP variants named `<id>-<width>.webp`; a listing keeps the
 * 960-wide one in its imageUrls, and the others are found by name. No Node or DOM APIs here.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_DEFAULT_WIDTH = 960;

const VARIANT = /^(.*)-(\d+)\.webp$/;

/** The `srcset` for a stored photo, or undefined for any other image (demo pictures, outside links). */
export function imageSrcSet(url: string): string | undefined {
  const m = VARIANT.exec(url);
  if (!m || !isUploadedImage(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((w) => `${m[1]}-${w}.webp ${w}w`).join(', ');
}

/** Every stored file behind one image URL (all its widths). */
export function imageVariantUrls(url: string): string[] {
  const m = VARIANT.exec(url);
  return m ? IMAGE_VARIANT_WIDTHS.map((w) => `${m[1]}-${w}.webp`) : [url];
}

/**
 * Whether an image URL names photos uploaded through the site (property listings, unit types),
 * which belong to their row; demo pictures are shared by many rows and outside links are not ours.
 */
export const isUploadedImage = (url: string): boolean =>
  url.startsWith('/uploads/listings/') || url.startsWith('/uploads/unit-types/');

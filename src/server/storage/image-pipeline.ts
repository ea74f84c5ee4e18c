import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '#src/shared/images.ts';
import { AppError, issue } from '../lib/errors';

/** 50 megapixels: room for any camera photo, too small for a decompression bomb to hurt. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export class ImageRejectedError extends Error {}

/** The 400 for a file that is not an accepted image, whether its first bytes or its decoding told. */
export function invalidImageError(filename: string, reason: string): AppError {
  const vars = { filename, reason };
  return new AppError('VALIDATION', 'properties.invalidFileType', {
    vars,
    issues: [issue('images', 'properties.invalidFileType', vars)],
  });
}

export interface Variant {
  width: number;
  data: Buffer;
}

/**
 * The server judges an upload by decoding it, never by its name or declared type: anything that is
 * not a whole JPEG, PNG or WebP within the pixel limit is refused. The output is re-encoded WebP,
 * turned upright by its EXIF orientation and stripped of all metadata (GPS included), at each width.
 */
export async function toWebpVariants(file: string): Promise<Variant[]> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, sequentialRead: true };
  let format: string | undefined;
  try {
    ({ format } = await sharp(file, options).metadata());
  } catch (err) {
    throw new ImageRejectedError(reasonOf(err));
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new ImageRejectedError(format ? `${format.toUpperCase()} images are not accepted` : 'not an image');
  }
  // One full decode (JPEG shrinks while decoding), upright and at most as wide as the largest
  // variant; every variant is then encoded from those pixels, never from the file again.
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(file, options)
      .rotate()
      .resize({ width: Math.max(...IMAGE_VARIANT_WIDTHS), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new ImageRejectedError(reasonOf(err));
  }
  const raw = {
    raw: { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels },
  };
  const variants: Variant[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const data = await sharp(pixels.data, raw)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
    variants.push({ width, data });
  }
  return variants;
}

function reasonOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(text)) return 'the image is too large in pixels';
  if (/premature|truncat|end of/i.test(text)) return 'the file is incomplete';
  return 'not a readable image';
}

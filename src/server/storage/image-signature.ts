/** Bytes needed to tell the accepted formats apart: WebP's `RIFF????WEBP` is the longest. */
export const SIGNATURE_BYTES = 12;

/**
 * Why a file's first bytes are not those of a JPEG, PNG or WebP, or null when they are. It lets an
 * upload refuse a file on its first chunk instead of writing 20 MB of it to disk first (decision
 * 015); the full decode in image-pipeline.ts stays the real check. Common formats people pick by
 * mistake are named, in the words the pipeline uses for them.
 */
export function signatureRefusal(head: Buffer): string | null {
  const at = (offset: number, bytes: number[] | string) => {
    const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
    return expected.equals(head.subarray(offset, offset + expected.length));
  };
  if (at(0, [0xff, 0xd8, 0xff])) return null;
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return null;
  if (at(0, 'RIFF') && at(8, 'WEBP')) return null;
  if (at(0, 'GIF8')) return 'GIF images are not accepted';
  // HEIC (iPhone photos) and AVIF are ISO media files: a box size, then `ftyp`.
  if (at(4, 'ftyp')) return 'HEIF images are not accepted';
  if (at(0, 'II*\0') || at(0, 'MM\0*')) return 'TIFF images are not accepted';
  if (at(0, 'BM')) return 'BMP images are not accepted';
  if (head.length === 0) return 'the file is empty';
  return 'not an image';
}

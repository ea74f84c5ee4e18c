import { localeTag } from '#src/client/i18n/index.ts';
import {
  PROPERTY_IMAGE_MAX_BYTES,
  PROPERTY_IMAGE_TYPES,
  PROPERTY_IMAGES_MAX,
} from '#src/shared/constants.ts';

/** What the file dialog offers: the types the server decodes (jpeg, jpg, png, webp). */
export const PHOTO_ACCEPT = [...PROPERTY_IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

const EXTENSION = /\.(jpe?g|png|webp)$/i;

/** A chosen photo, with a key that stays put when others are removed. */
export interface PickedPhoto {
  id: string;
  file: File;
}

export interface PhotoCheck {
  accepted: File[];
  /** Not a JPEG, PNG or WebP by its declared type (or, when the browser gives none, its name). */
  wrongType: File[];
  tooLarge: File[];
  /** Beyond the limit of 7, counting the photos already chosen. */
  overLimit: File[];
  /** Already chosen: the same name, size and date. */
  duplicates: File[];
}

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

function isAllowedType(file: File): boolean {
  if (file.type) return (PROPERTY_IMAGE_TYPES as readonly string[]).includes(file.type);
  return EXTENSION.test(file.name);
}

/**
 * Sorts newly picked files into the ones that can be added and the ones that cannot, and why.
 * The browser's check is a convenience: the server decodes every photo and has the last word.
 */
export function checkPhotos(current: readonly PickedPhoto[], incoming: readonly File[]): PhotoCheck {
  const result: PhotoCheck = { accepted: [], wrongType: [], tooLarge: [], overLimit: [], duplicates: [] };
  for (const file of incoming) {
    if (!isAllowedType(file)) result.wrongType.push(file);
    else if (file.size > PROPERTY_IMAGE_MAX_BYTES) result.tooLarge.push(file);
    else if ([...current.map((p) => p.file), ...result.accepted].some((f) => sameFile(f, file)))
      result.duplicates.push(file);
    else if (current.length + result.accepted.length >= PROPERTY_IMAGES_MAX) result.overLimit.push(file);
    else result.accepted.push(file);
  }
  return result;
}

let counter = 0;

export function toPickedPhotos(files: readonly File[]): PickedPhoto[] {
  return files.map((file) => {
    counter += 1;
    return { id: `photo-${counter}`, file };
  });
}

/** '2.4 MB', '380 kB'. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? new Intl.NumberFormat(localeTag(), {
        style: 'unit',
        unit: 'megabyte',
        maximumFractionDigits: 1,
      }).format(bytes / (1024 * 1024))
    : new Intl.NumberFormat(localeTag(), {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 0,
      }).format(Math.max(1, bytes / 1024));
}

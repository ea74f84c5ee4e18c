import { open, readFile, stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import type { AppError } from '../lib/errors';
import { signatureRefusal } from './image-signature';
import type { FileRule, UploadedFile } from './multipart';

/*
 * Private documents people upload for staff or another party to read (decision 058): a booking's
 * resort confirmation, a week's proof of ownership (decision 062). One set of checks by content,
 * one way of keeping the bytes, one way of serving them.
 */

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
/** 50 megapixels, as for listing photos: any phone photo of a printed page, never a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
/** A photo is kept at most this many pixels on its longer side: a page stays readable. */
const MAX_SIDE = 3000;

/** What a kept document is: a PDF as sent, or a photo re-encoded as JPEG. */
export type PrivateFileType = 'application/pdf' | 'image/jpeg';

export interface PrivateFileLimits {
  /** How many files one request carries. */
  files: number;
  /** The largest file, in bytes. */
  maxBytes: number;
  /** The 400 for a file that is not an accepted document. */
  refused: (filename: string) => AppError;
  tooMany: () => AppError;
  tooLarge: () => AppError;
  /** What a file sent without a name is called in messages. */
  unnamed: string;
}

/**
 * The upload rule of a private document: its first bytes must be a PDF's or a JPEG's, PNG's or
 * WebP's, else the rest is not read; at most `files` files of `maxBytes` each.
 */
export function privateFileRule(limits: PrivateFileLimits): FileRule {
  return {
    refusal: (head) =>
      head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE) ? null : signatureRefusal(head),
    refused: (filename) => limits.refused(filename),
    unnamed: limits.unnamed,
    limits: {
      files: limits.files,
      fileSize: limits.maxBytes,
      tooMany: limits.tooMany,
      tooLarge: limits.tooLarge,
    },
  };
}

/**
 * Names a PDF uses for what runs or opens by itself: scripts, launched programs, embedded files,
 * rich media and forms that submit. A document needs none of them; a file naming one is refused
 * (names may be spelled with `#xx` escapes, which are undone first).
 */
const ACTIVE_PDF_NAMES =
  /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|SubmitForm|ImportData|GoToE|XFA)(?![A-Za-z])/;

/**
 * The bytes to keep for an accepted file: a whole PDF without active content as sent, or a photo
 * decoded and re-encoded (upright, no metadata, GPS included, nothing but pixels). Anything else is
 * the rule's 400; a PDF above `maxBytes` its 413.
 */
export async function keptPrivateFile(
  file: UploadedFile,
  limits: Pick<PrivateFileLimits, 'maxBytes' | 'refused' | 'tooLarge'>,
): Promise<{ content: Buffer; contentType: PrivateFileType }> {
  const head = Buffer.alloc(PDF_SIGNATURE.length);
  const handle = await open(file.path, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (head.equals(PDF_SIGNATURE)) {
    const { size } = await stat(file.path);
    if (size > limits.maxBytes) throw limits.tooLarge();
    const content = await readFile(file.path);
    const text = content.toString('latin1');
    // A whole file ends with its end-of-file marker (a cut upload does not).
    if (!text.slice(-2048).includes('%%EOF')) throw limits.refused(file.filename);
    const names = text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (ACTIVE_PDF_NAMES.test(names)) throw limits.refused(file.filename);
    return { content, contentType: 'application/pdf' };
  }
  try {
    const content = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { content, contentType: 'image/jpeg' };
  } catch {
    throw limits.refused(file.filename);
  }
}

/** A kept file's extension in the download's name. */
export const privateFileExtension = (contentType: string) =>
  contentType === 'application/pdf' ? 'pdf' : 'jpg';

/**
 * Answers a private file as a download only: never rendered as a page of this site, never sniffed
 * into another type, never kept by a cache. `name` is ours (never the uploader's file name).
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: { content: Buffer; contentType: string; name: string },
) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

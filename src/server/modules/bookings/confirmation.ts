import { createHash } from 'node:crypto';
import { open, readFile, stat } from 'node:fs/promises';
import { and, desc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import {
  bookingConfirmationFiles,
  type ConfirmationContentType,
} from '#src/server/db/schema/booking-files.ts';
import { AppError, issue } from '#src/server/lib/errors.ts';
import { signatureRefusal } from '#src/server/storage/image-signature.ts';
import type { FileRule, UploadedFile } from '#src/server/storage/multipart.ts';
import { CONFIRMATION_MAX_BYTES } from '#src/shared/bookings/rules.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { BookingDetail } from '#src/shared/contracts/bookings.ts';
import { type BookingsContext, downloadName, lockFor, notNow } from './context';
import type { bookingReads } from './reads';
import type { BookingSteps } from './steps';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
/** 50 megapixels, as for listing photos: any phone photo of a printed confirmation, never a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
/** A photo is kept at most this many pixels on its longer side: a page stays readable. */
const MAX_SIDE = 3000;

const notAccepted = (filename: string) =>
  new AppError('VALIDATION', 'bookings.confirmationFileNotAccepted', {
    vars: { filename },
    issues: [issue('file', 'bookings.confirmationFileNotAccepted')],
  });

/**
 * What the confirmation upload takes (decision 058): one file, at most 10 MB, whose first bytes are
 * a PDF's or a JPEG's, PNG's or WebP's; anything else is refused before the rest is read.
 */
export const CONFIRMATION_FILES: FileRule = {
  refusal: (head) =>
    head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE) ? null : signatureRefusal(head),
  refused: (filename) => notAccepted(filename),
  unnamed: 'confirmation',
  limits: {
    files: 1,
    fileSize: CONFIRMATION_MAX_BYTES,
    tooMany: () => new AppError('BAD_REQUEST', 'bookings.oneConfirmationFile'),
    tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', 'bookings.confirmationTooLarge'),
  },
};

/**
 * Names a PDF uses for what runs or opens by itself: scripts, launched programs, embedded files,
 * rich media and forms that submit. A confirmation needs none of them; a file naming one is refused
 * (names may be spelled with `#xx` escapes, which are undone first).
 */
const ACTIVE_PDF_NAMES =
  /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|SubmitForm|ImportData|GoToE|XFA)(?![A-Za-z])/;

/** The bytes to keep for an accepted file: a whole PDF without active content as sent, or a photo re-encoded. */
async function keptFile(
  file: UploadedFile,
): Promise<{ content: Buffer; contentType: ConfirmationContentType }> {
  const head = Buffer.alloc(PDF_SIGNATURE.length);
  const handle = await open(file.path, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (head.equals(PDF_SIGNATURE)) {
    const { size } = await stat(file.path);
    if (size > CONFIRMATION_MAX_BYTES)
      throw CONFIRMATION_FILES.limits?.tooLarge() ?? notAccepted(file.filename);
    const content = await readFile(file.path);
    const text = content.toString('latin1');
    // A whole file ends with its end-of-file marker (a cut upload does not).
    if (!text.slice(-2048).includes('%%EOF')) throw notAccepted(file.filename);
    const names = text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (ACTIVE_PDF_NAMES.test(names)) throw notAccepted(file.filename);
    return { content, contentType: 'application/pdf' };
  }
  // A photo is decoded and written again: upright, no metadata (GPS included), nothing but pixels.
  try {
    const content = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { content, contentType: 'image/jpeg' };
  } catch {
    throw notAccepted(file.filename);
  }
}

/**
 * The resort's confirmation of a booking: the owner uploads it after accepting (the booking is then
 * confirmed) and may replace it until check-in; its guest, its owner and staff download it.
 */
export function bookingConfirmations(
  ctx: BookingsContext,
  reads: ReturnType<typeof bookingReads>,
  steps: Pick<BookingSteps, 'confirmed'>,
) {
  const { db, clock } = ctx;

  return {
    /** POST /api/bookings/:id/confirmation, with the file already received (storage/multipart.ts). */
    async upload(user: PublicUser, id: number, files: UploadedFile[]): Promise<BookingDetail> {
      const seen = await reads.readOne(user, id);
      if (seen.viewer !== 'owner') throw new AppError('FORBIDDEN', 'bookings.confirmationOnlyOwner');
      const [file] = files;
      if (!file || files.length !== 1) throw new AppError('BAD_REQUEST', 'bookings.confirmationFileRequired');
      // Decoded and checked before the transaction: nothing is locked while a photo is re-encoded.
      const kept = await keptFile(file);
      const now = clock();
      await db.transaction(async (tx) => {
        const { row, step } = await lockFor(tx, id, 'confirm');
        const replacing = row.status === 'confirmed' && now < row.checkInAt;
        if (!step && !replacing) throw notNow();
        if (step && row.confirmBy && now >= row.confirmBy) throw notNow();
        await tx
          .update(bookingConfirmationFiles)
          .set({ replacedAt: now })
          .where(
            and(eq(bookingConfirmationFiles.bookingId, id), isNull(bookingConfirmationFiles.replacedAt)),
          );
        await tx.insert(bookingConfirmationFiles).values({
          bookingId: id,
          contentType: kept.contentType,
          byteSize: kept.content.length,
          sha256: createHash('sha256').update(kept.content).digest('hex'),
          originalName: file.filename.slice(0, 100),
          content: kept.content,
          uploadedBy: user.id,
          createdAt: now,
        });
        if (step) await steps.confirmed(tx, row, now, user.id);
      });
      return reads.readOne(user, id);
    },

    /** GET /api/bookings/:id/confirmation: the current file, for the guest, the owner and staff only. */
    async file(user: PublicUser, id: number) {
      const seen = await reads.readOne(user, id);
      const [f] = await db
        .select({
          content: bookingConfirmationFiles.content,
          contentType: bookingConfirmationFiles.contentType,
        })
        .from(bookingConfirmationFiles)
        .where(and(eq(bookingConfirmationFiles.bookingId, id), isNull(bookingConfirmationFiles.replacedAt)))
        .orderBy(desc(bookingConfirmationFiles.id))
        .limit(1);
      if (!f) throw new AppError('NOT_FOUND', 'bookings.confirmationNotFound');
      return { ...f, name: downloadName(seen.reference, f.contentType) };
    },
  };
}

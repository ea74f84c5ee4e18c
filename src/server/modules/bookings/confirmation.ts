import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { bookingConfirmationFiles } from '#src/server/db/schema/booking-files.ts';
import { AppError, issue } from '#src/server/lib/errors.ts';
import type { FileRule, UploadedFile } from '#src/server/storage/multipart.ts';
import {
  keptPrivateFile,
  type PrivateFileLimits,
  privateFileRule,
} from '#src/server/storage/private-files.ts';
import { CONFIRMATION_MAX_BYTES } from '#src/shared/bookings/rules.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { BookingDetail } from '#src/shared/contracts/bookings.ts';
import { type BookingsContext, downloadName, lockFor, notNow } from './context';
import type { bookingReads } from './reads';
import type { BookingSteps } from './steps';

const notAccepted = (filename: string) =>
  new AppError('VALIDATION', 'bookings.confirmationFileNotAccepted', {
    vars: { filename },
    issues: [issue('file', 'bookings.confirmationFileNotAccepted')],
  });

/** The confirmation's limits: one file, at most 10 MB, checked as every private document (decision 058). */
const CONFIRMATION_LIMITS: PrivateFileLimits = {
  files: 1,
  maxBytes: CONFIRMATION_MAX_BYTES,
  refused: notAccepted,
  tooMany: () => new AppError('BAD_REQUEST', 'bookings.oneConfirmationFile'),
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', 'bookings.confirmationTooLarge'),
  unnamed: 'confirmation',
};

/**
 * What the confirmation upload takes (decision 058): one file, at most 10 MB, whose first bytes are
 * a PDF's or a JPEG's, PNG's or WebP's; anything else is refused before the rest is read.
 */
export const CONFIRMATION_FILES: FileRule = privateFileRule(CONFIRMATION_LIMITS);

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
      const kept = await keptPrivateFile(file, CONFIRMATION_LIMITS);
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

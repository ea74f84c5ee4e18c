import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { weekVerificationFiles, weekVerifications } from '#src/server/db/schema/verification.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { isUniqueViolation, violatedConstraint } from '#src/server/lib/pg-errors.ts';
import type { UploadedFile } from '#src/server/storage/multipart.ts';
import { keptPrivateFile, privateFileExtension } from '#src/server/storage/private-files.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { WeekVerificationState } from '#src/shared/contracts/verification.ts';
import { isStaff } from '#src/shared/permissions.ts';
import { VERIFICATION_FILES_MIN } from '#src/shared/verification/rules.ts';
import { PROOF_LIMITS } from './proof-files';
import { filesOfOne, toWeekVerification } from './reads';

const weekNotFound = () => new AppError('NOT_FOUND', 'weeks.weekNotFound');

/**
 * Verified weeks, the owner's side (decision 062): asking with the proof, reading the week's state,
 * and downloading a proof file (its owner and staff only).
 */
export function verificationService(db: Db) {
  /** The week's verification state, for its owner or staff; anyone else is told the week does not exist. */
  async function state(user: PublicUser, weekId: number): Promise<WeekVerificationState> {
    const [week] = await db
      .select({ userId: weeks.userId, verifiedAt: weeks.verifiedAt })
      .from(weeks)
      .where(eq(weeks.id, weekId))
      .limit(1);
    if (!week || (week.userId !== user.id && !isStaff(user))) throw weekNotFound();
    const [latest] = await db
      .select()
      .from(weekVerifications)
      .where(eq(weekVerifications.weekId, weekId))
      .orderBy(desc(weekVerifications.id))
      .limit(1);
    return {
      weekId,
      verifiedAt: week.verifiedAt ? week.verifiedAt.toISOString() : null,
      latest: latest ? toWeekVerification(latest, await filesOfOne(db, latest.id)) : null,
    };
  }

  return {
    state,

    /**
     * POST /api/weeks/:id/verification: the week's owner asks, with 1 to 3 proof files already
     * received (storage/multipart.ts). The request and its files commit together; one request per
     * week waits at a time (week_verifications_pending_uq), so asking twice at once makes one.
     */
    async request(user: PublicUser, weekId: number, files: UploadedFile[]): Promise<WeekVerificationState> {
      const [found] = await db
        .select({ userId: weeks.userId })
        .from(weeks)
        .where(eq(weeks.id, weekId))
        .limit(1);
      if (!found || (found.userId !== user.id && !isStaff(user))) throw weekNotFound();
      if (found.userId !== user.id) throw new AppError('FORBIDDEN', 'verification.onlyOwner');
      if (files.length < VERIFICATION_FILES_MIN)
        throw new AppError('BAD_REQUEST', 'verification.filesRequired');
      // Checked and re-encoded before the transaction: nothing is locked while a photo is decoded.
      const kept: (Awaited<ReturnType<typeof keptPrivateFile>> & { file: UploadedFile })[] = [];
      for (const file of files) kept.push({ file, ...(await keptPrivateFile(file, PROOF_LIMITS)) });
      await db
        .transaction(async (tx) => {
          // The week as it is now is what staff will check: locked, so no edit slips in between.
          const [week] = await tx
            .select({
              userId: weeks.userId,
              locationId: weeks.locationId,
              unitTypeId: weeks.unitTypeId,
              fromDate: weeks.fromDate,
              reservationCode: weeks.reservationCode,
              verifiedAt: weeks.verifiedAt,
              hiddenAt: weeks.hiddenAt,
              started: sql<boolean>`${weeks.fromDate} < current_date`,
            })
            .from(weeks)
            .where(eq(weeks.id, weekId))
            .for('update');
          if (!week || week.userId !== user.id) throw weekNotFound();
          if (week.verifiedAt) throw new AppError('CONFLICT', 'verification.alreadyVerified');
          // A week staff hid after a report is not vouched for until they show it again.
          if (week.hiddenAt) throw new AppError('CONFLICT', 'verification.weekHidden');
          if (week.started) throw new AppError('CONFLICT', 'verification.weekStarted');
          const [pending] = await tx
            .select({ id: weekVerifications.id })
            .from(weekVerifications)
            .where(and(eq(weekVerifications.weekId, weekId), eq(weekVerifications.status, 'pending')))
            .limit(1);
          if (pending) throw new AppError('CONFLICT', 'verification.alreadyPending');
          const [row] = await tx
            .insert(weekVerifications)
            .values({
              weekId,
              userId: user.id,
              locationId: week.locationId,
              unitTypeId: week.unitTypeId,
              fromDate: week.fromDate,
              reservationCode: week.reservationCode,
            })
            .returning({ id: weekVerifications.id });
          await tx.insert(weekVerificationFiles).values(
            kept.map((k, i) => ({
              verificationId: row.id,
              position: i + 1,
              contentType: k.contentType,
              byteSize: k.content.length,
              sha256: createHash('sha256').update(k.content).digest('hex'),
              originalName: k.file.filename.slice(0, 100),
              content: k.content,
            })),
          );
        })
        .catch((err) => {
          if (isUniqueViolation(err) && violatedConstraint(err) === 'week_verifications_pending_uq')
            throw new AppError('CONFLICT', 'verification.alreadyPending');
          throw err;
        });
      return state(user, weekId);
    },

    /**
     * GET /api/verifications/:id/files/:fileId: a proof file, for the owner who sent it and staff;
     * anyone else gets the 404 of a file that does not exist. Named by us, never by the uploader.
     */
    async file(user: PublicUser, id: number, fileId: number) {
      const [f] = await db
        .select({
          userId: weekVerifications.userId,
          weekId: weekVerifications.weekId,
          position: weekVerificationFiles.position,
          content: weekVerificationFiles.content,
          contentType: weekVerificationFiles.contentType,
        })
        .from(weekVerificationFiles)
        .innerJoin(weekVerifications, eq(weekVerifications.id, weekVerificationFiles.verificationId))
        .where(and(eq(weekVerificationFiles.id, fileId), eq(weekVerificationFiles.verificationId, id)))
        .limit(1);
      if (!f || (f.userId !== user.id && !isStaff(user)))
        throw new AppError('NOT_FOUND', 'verification.fileNotFound');
      return {
        content: f.content,
        contentType: f.contentType,
        name: `semana-week-${f.weekId}-proof-${id}-${f.position}.${privateFileExtension(f.contentType)}`,
      };
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;

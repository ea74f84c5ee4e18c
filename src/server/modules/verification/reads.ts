import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#src/server/db/client.ts';
import { weekVerificationFiles, type weekVerifications } from '#src/server/db/schema/verification.ts';
import type { VerificationFile, WeekVerification } from '#src/shared/contracts/verification.ts';

type Row = typeof weekVerifications.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The files of these requests (their names, types and sizes; never the bytes), by request. */
export async function filesOf(db: DbOrTx, ids: number[]): Promise<Map<number, VerificationFile[]>> {
  const byRequest = new Map<number, VerificationFile[]>();
  if (ids.length === 0) return byRequest;
  const rows = await db
    .select({
      verificationId: weekVerificationFiles.verificationId,
      id: weekVerificationFiles.id,
      position: weekVerificationFiles.position,
      contentType: weekVerificationFiles.contentType,
      byteSize: weekVerificationFiles.byteSize,
      name: weekVerificationFiles.originalName,
    })
    .from(weekVerificationFiles)
    .where(inArray(weekVerificationFiles.verificationId, ids))
    .orderBy(asc(weekVerificationFiles.verificationId), asc(weekVerificationFiles.position));
  for (const { verificationId, ...file } of rows) {
    const list = byRequest.get(verificationId) ?? [];
    list.push(file);
    byRequest.set(verificationId, list);
  }
  return byRequest;
}

/** A request as its owner sees it. */
export const toWeekVerification = (r: Row, files: VerificationFile[]): WeekVerification => ({
  id: r.id,
  weekId: r.weekId,
  status: r.status,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  decidedAt: iso(r.decidedAt),
  lapsedAt: iso(r.lapsedAt),
  files,
});

/** A request's own files, for one request. */
export async function filesOfOne(db: DbOrTx, id: number) {
  return (await filesOf(db, [id])).get(id) ?? [];
}

import { expect } from 'vitest';
import { inject, type TestApp } from './app';
import { CONFIRMATION_PDF } from './bookings';
import { formBody, type UploadFile } from './multipart';

/** A reservation confirmation as a resort prints it: a small, whole PDF. */
export const PROOF_PDF = CONFIRMATION_PDF;
export const proofPdf: UploadFile = { name: 'reservation.pdf', data: PROOF_PDF, type: 'application/pdf' };

/** POST /api/weeks/:id/verification with `files` (by default one PDF), signed in with `cookie`. */
export async function askVerification(
  t: TestApp,
  weekId: number | string,
  cookie: string | undefined,
  files: UploadFile[] = [proofPdf],
) {
  const body = await formBody({}, files, 'files');
  return inject(t, {
    method: 'POST',
    url: `/api/weeks/${weekId}/verification`,
    cookie,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The owner asks and a member of staff approves: the week is verified. Answers the request's id. */
export async function verifyWeek(t: TestApp, weekId: number, ownerCookie: string, staffCookie: string) {
  const asked = await askVerification(t, weekId, ownerCookie);
  expect(asked.statusCode, asked.body).toBe(201);
  const id = asked.json().latest.id as number;
  const approved = await inject(t, {
    method: 'POST',
    url: `/api/staff/verifications/${id}/approve`,
    cookie: staffCookie,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

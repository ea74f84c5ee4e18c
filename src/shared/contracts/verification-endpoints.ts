import { z } from 'zod';
import { STAFF_ACCESS } from '../permissions';
import { errorResponse, idParam } from './common';
import { endpoint } from './endpoint';
import {
  ownerProfile,
  ownerPublicWeekPage,
  ownerWeeksPublicQuery,
  rejectVerificationInput,
  staffVerification,
  staffVerificationPage,
  staffVerificationsQuery,
  verificationFileParams,
  weekVerificationState,
} from './verification';

const errors = { '4xx': errorResponse, '5xx': errorResponse };

/**
 * Verified weeks (decision 062): the owner's request with its proof, the staff's queue and
 * decisions, the proof's downloads, and the public owner profile.
 */
export const verificationEndpoints = {
  /** Multipart: 1 to 3 files under `files` (PDF, JPEG, PNG or WebP, 10 MB each). Only the week's owner. */
  postWeeksVerification: endpoint({
    method: 'POST',
    path: '/api/weeks/:id/verification',
    access: 'signedIn',
    params: idParam,
    response: { 201: weekVerificationState, ...errors },
  }),
  getWeeksVerification: endpoint({
    method: 'GET',
    path: '/api/weeks/:id/verification',
    access: 'signedIn',
    params: idParam,
    response: { 200: weekVerificationState, ...errors },
  }),
  /** A proof file, as a download only: the week's owner and staff; anyone else gets 404. */
  getVerificationsFile: endpoint({
    method: 'GET',
    path: '/api/verifications/:id/files/:fileId',
    access: 'signedIn',
    params: verificationFileParams,
    // The body is the file's bytes (application/pdf or image/jpeg), not JSON.
    response: { 200: z.unknown(), ...errors },
  }),
  getStaffVerifications: endpoint({
    method: 'GET',
    path: '/api/staff/verifications',
    access: STAFF_ACCESS.verifyWeeks,
    query: staffVerificationsQuery,
    response: { 200: staffVerificationPage, ...errors },
  }),
  postStaffVerificationsApprove: endpoint({
    method: 'POST',
    path: '/api/staff/verifications/:id/approve',
    access: STAFF_ACCESS.verifyWeeks,
    params: idParam,
    response: { 200: staffVerification, ...errors },
  }),
  postStaffVerificationsReject: endpoint({
    method: 'POST',
    path: '/api/staff/verifications/:id/reject',
    access: STAFF_ACCESS.verifyWeeks,
    params: idParam,
    body: rejectVerificationInput,
    response: { 200: staffVerification, ...errors },
  }),
  getOwners: endpoint({
    method: 'GET',
    path: '/api/owners/:id',
    access: 'public',
    params: idParam,
    response: { 200: ownerProfile, ...errors },
  }),
  getOwnersWeeks: endpoint({
    method: 'GET',
    path: '/api/owners/:id/weeks',
    access: 'public',
    params: idParam,
    query: ownerWeeksPublicQuery,
    response: { 200: ownerPublicWeekPage, ...errors },
  }),
};

import { z } from 'zod';
import {
  VERIFICATION_FILE_TYPES,
  VERIFICATION_REASON_MAX,
  VERIFICATION_STATUSES,
} from '../verification/rules';
import { id, text } from './common';
import { browseDepthIssue, pageNumber, pageOf, pageSizeUpTo, withinBrowseDepth } from './paging';
import { publicWeek } from './weeks';

/** One proof file of a request, as its owner and staff see it (the bytes are a separate download). */
export const verificationFile = z.object({
  id: z.number().int(),
  position: z.number().int(),
  contentType: z.enum(VERIFICATION_FILE_TYPES),
  byteSize: z.number().int(),
  /** The name the owner's file had (cleaned): only the owner and staff see it. */
  name: z.string(),
});
export type VerificationFile = z.infer<typeof verificationFile>;

/** A request to verify a week, as its owner sees it. */
export const weekVerification = z.object({
  id: z.number().int(),
  weekId: z.number().int(),
  status: z.enum(VERIFICATION_STATUSES),
  /** Why staff rejected it (only when rejected). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  lapsedAt: z.string().nullable(),
  files: z.array(verificationFile),
});
export type WeekVerification = z.infer<typeof weekVerification>;

/** GET /api/weeks/:id/verification: whether the week is verified now, and its latest request. */
export const weekVerificationState = z.object({
  weekId: z.number().int(),
  verifiedAt: z.string().nullable(),
  latest: weekVerification.nullable(),
});
export type WeekVerificationState = z.infer<typeof weekVerificationState>;

/** GET /api/verifications/:id/files/:fileId */
export const verificationFileParams = z.object({ id: id(), fileId: id() });

/** A request in the staff's queue: the week as it was asked about beside its owner and documents. */
export const staffVerification = weekVerification.extend({
  /** The facts checked, as the week had them when the owner asked. */
  resortName: z.string(),
  unitTypeName: z.string(),
  locationName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  reservationCode: z.string(),
  owner: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  decidedBy: z.string().nullable(),
});
export type StaffVerification = z.infer<typeof staffVerification>;

export const STAFF_VERIFICATION_VIEWS = ['pending', 'decided'] as const;

/** GET /api/staff/verifications: the pending requests oldest first, or the decided ones newest first. */
export const staffVerificationsQuery = z
  .object({
    view: z.enum(STAFF_VERIFICATION_VIEWS).default('pending'),
    page: pageNumber().default(1),
    pageSize: pageSizeUpTo(50).default(10),
  })
  .refine(withinBrowseDepth, browseDepthIssue);
export const staffVerificationPage = pageOf(staffVerification);
export type StaffVerificationPage = z.infer<typeof staffVerificationPage>;

/** POST /api/staff/verifications/:id/reject: the reason the owner reads. */
export const rejectVerificationInput = z.object({
  reason: text({ error: 'Please tell the owner why the proof was not accepted' })
    .trim()
    .min(3, 'The reason must be at least 3 characters')
    .max(VERIFICATION_REASON_MAX, 'The reason cannot exceed 1,000 characters'),
});
export type RejectVerificationInput = z.input<typeof rejectVerificationInput>;

/** GET /api/owners/:id: an owner's public profile (never their full last name, email or username). */
export const ownerProfile = z.object({
  id: z.number().int(),
  /** First name and last initial, as María G. */
  displayName: z.string(),
  /** The month the account was opened, yyyy-MM. */
  memberSince: z.string(),
  verifiedOwner: z.boolean(),
  verifiedWeeks: z.number().int(),
  weeksOnOffer: z.number().int(),
});
export type OwnerProfile = z.infer<typeof ownerProfile>;

/** GET /api/owners/:id/weeks: the owner's weeks on offer, soonest first. */
export const ownerWeeksPublicQuery = z
  .object({
    page: pageNumber().default(1),
    pageSize: pageSizeUpTo(48).default(12),
  })
  .refine(withinBrowseDepth, browseDepthIssue);
export const ownerPublicWeekPage = pageOf(publicWeek);
export type OwnerPublicWeekPage = z.infer<typeof ownerPublicWeekPage>;

import { z } from 'zod';
import {
  REPORT_ACTIONS,
  REPORT_KINDS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TEXT_MAX,
  STAFF_NOTE_MAX,
} from '../moderation/rules';
import { id, text } from './common';
import { pageNumber, pageOf, pageSizeUpTo } from './paging';

export const reportKind = z.enum(REPORT_KINDS, { error: 'Please choose what to report' });
export const reportReason = z.enum(REPORT_REASONS, { error: 'Please choose a reason' });
export const reportStatus = z.enum(REPORT_STATUSES);

/** POST /api/reports: what is reported, why, and the person's words (required for 'other'). */
export const createReportInput = z
  .object({
    kind: reportKind,
    targetId: id('Please choose what to report'),
    reason: reportReason,
    text: text().trim().max(REPORT_TEXT_MAX, 'The description cannot exceed 2,000 characters').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.text)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Please tell us what is wrong' });
  });
export type CreateReportInput = z.input<typeof createReportInput>;

/** The reported item as a list shows it: a line naming it, where it is on the site, whether it is hidden. */
export const reportedItem = z.object({
  summary: z.string(),
  /** A page showing the item; null when it is hidden or gone. */
  link: z.string().nullable(),
  hidden: z.boolean(),
  /** False once its owner deleted it. */
  exists: z.boolean(),
});

/** One of the reporter's own reports ("My reports"): never the staff's note or who decided. */
export const myReport = z.object({
  id: z.number().int(),
  kind: reportKind,
  targetId: z.number().int(),
  reason: reportReason,
  text: z.string(),
  status: reportStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  item: reportedItem,
});
export type MyReport = z.infer<typeof myReport>;

export const myReportsQuery = z.object({
  page: pageNumber().default(1),
  pageSize: pageSizeUpTo(50).default(10),
});
export const myReportPage = pageOf(myReport);
export type MyReportPage = z.infer<typeof myReportPage>;

/** GET /api/staff/reports: the moderation queue by status (open first, oldest first), paged. */
export const staffReportsQuery = z.object({
  status: reportStatus.default('open'),
  kind: reportKind.optional(),
  page: pageNumber().default(1),
  pageSize: pageSizeUpTo(100).default(20),
});
export type StaffReportsQuery = z.input<typeof staffReportsQuery>;

const person = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const staffReport = myReport.extend({
  reporter: person,
  /** The account reported; null once deleted. */
  owner: person
    .extend({
      role: z.enum(['user', 'manager', 'dev']),
      active: z.boolean(),
      fraudUpheld: z.boolean(),
      /** Reports against this account about its other items, any status. */
      otherReports: z.number().int(),
    })
    .nullable(),
  /** Open reports of the same item, this one included: a decision decides them all. */
  openReportsOfItem: z.number().int(),
  staffNote: z.string().nullable(),
  fraudUpheld: z.boolean(),
  decidedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type StaffReport = z.infer<typeof staffReport>;
export const staffReportPage = pageOf(staffReport);
export type StaffReportPage = z.infer<typeof staffReportPage>;

/** POST /api/staff/reports/:id/decision. A warning carries a note: it is what the reported person reads. */
export const reportDecisionInput = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: 'Please choose a decision' }),
    upholdFraud: z.boolean().default(false),
    note: text().trim().max(STAFF_NOTE_MAX, 'The note cannot exceed 2,000 characters').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'warn' && !v.note)
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'Please write the warning the person will read',
      });
  });
export type ReportDecisionInput = z.input<typeof reportDecisionInput>;

export const reportDecision = z.object({
  status: reportStatus,
  /** How many open reports of the item this decided (the chosen one and the others). */
  decided: z.number().int(),
  fraudUpheld: z.boolean(),
});
export type ReportDecision = z.infer<typeof reportDecision>;

/** POST /api/staff/reports/unhide: shows a hidden item again. */
export const unhideInput = z.object({ kind: reportKind, targetId: id() });
export type UnhideInput = z.infer<typeof unhideInput>;

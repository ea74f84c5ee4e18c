/**
 * What can be reported, why, and what staff decide (docs/decisions/061-reports-and-hiding.md). A
 * new kind of item is one entry here and one resolver in the server's moderation module.
 */
export const REPORT_KINDS = ['week', 'property', 'message'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['fraud', 'wrong_details', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Open until staff decide; then the decision taken. */
export const REPORT_STATUSES = ['open', 'hidden', 'warned', 'deactivated', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['hide', 'warn', 'deactivate', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The status each decision leaves its reports in. */
export const STATUS_OF_ACTION: Record<ReportAction, Exclude<ReportStatus, 'open'>> = {
  hide: 'hidden',
  warn: 'warned',
  deactivate: 'deactivated',
  dismiss: 'dismissed',
};

export const REPORT_TEXT_MAX = 2_000;
export const STAFF_NOTE_MAX = 2_000;

import { accountMessages } from '#src/shared/i18n/en/account.ts';
import { adminAccountsMessages } from '#src/shared/i18n/en/admin-accounts.ts';
import { adminBookingsMessages } from '#src/shared/i18n/en/admin-bookings.ts';
import { adminDatabaseMessages } from '#src/shared/i18n/en/admin-database.ts';
import { adminDevMessages } from '#src/shared/i18n/en/admin-dev.ts';
import { adminImagesMessages } from '#src/shared/i18n/en/admin-images.ts';
import { adminModerationMessages } from '#src/shared/i18n/en/admin-moderation.ts';
import { adminStaffMessages } from '#src/shared/i18n/en/admin-staff.ts';
import { alertsMessages } from '#src/shared/i18n/en/alerts.ts';
import { bookingsMessages } from '#src/shared/i18n/en/bookings.ts';
import { calendarMessages } from '#src/shared/i18n/en/calendar.ts';
import { conversationsMessages } from '#src/shared/i18n/en/conversations.ts';
import { invoicesMessages } from '#src/shared/i18n/en/invoices.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { moderationMessages } from '#src/shared/i18n/en/moderation.ts';
import { mxPaymentsMessages } from '#src/shared/i18n/en/mx-payments.ts';
import { ownerMessages } from '#src/shared/i18n/en/owner.ts';
import { ownerInsightsMessages } from '#src/shared/i18n/en/owner-insights.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import { reviewsMessages } from '#src/shared/i18n/en/reviews.ts';
import { tutorialTourMessages } from '#src/shared/i18n/en/tutorial-tour.ts';
import { verificationMessages } from '#src/shared/i18n/en/verification.ts';
import { verifiedMessages } from '#src/shared/i18n/en/verified.ts';
import { en } from './en';

/**
 * Every English text at once: the first bundle's and every area's that loads with its pages. For
 * tests only (the catalogue parity test, the Spanish journey); the app loads areas as it needs them.
 */
export const allEnglish: Record<string, string> = {
  ...en,
  ...ownerMessages,
  ...ownerInsightsMessages,
  ...paymentsMessages,
  ...bookingsMessages,
  ...conversationsMessages,
  ...adminAccountsMessages,
  ...adminDatabaseMessages,
  ...adminDevMessages,
  ...adminImagesMessages,
  ...adminStaffMessages,
  ...adminBookingsMessages,
  ...adminModerationMessages,
  ...moderationMessages,
  ...alertsMessages,
  ...accountMessages,
  ...tutorialTourMessages,
  ...listingPagesMessages,
  ...reviewsMessages,
  ...verifiedMessages,
  ...verificationMessages,
  ...invoicesMessages,
  ...calendarMessages,
  ...mxPaymentsMessages,
};

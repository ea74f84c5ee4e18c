import type { AccountMessages } from '#src/shared/i18n/en/account.ts';
import type { AdminAccountsMessages } from '#src/shared/i18n/en/admin-accounts.ts';
import type { AdminBookingsMessages } from '#src/shared/i18n/en/admin-bookings.ts';
import type { AdminDatabaseMessages } from '#src/shared/i18n/en/admin-database.ts';
import type { AdminDevMessages } from '#src/shared/i18n/en/admin-dev.ts';
import type { AdminImagesMessages } from '#src/shared/i18n/en/admin-images.ts';
import type { AdminModerationMessages } from '#src/shared/i18n/en/admin-moderation.ts';
import type { AdminStaffMessages } from '#src/shared/i18n/en/admin-staff.ts';
import type { AlertsMessages } from '#src/shared/i18n/en/alerts.ts';
import { appMessages } from '#src/shared/i18n/en/app.ts';
import type { BookingsMessages } from '#src/shared/i18n/en/bookings.ts';
import type { CalendarMessages } from '#src/shared/i18n/en/calendar.ts';
import type { ConversationsMessages } from '#src/shared/i18n/en/conversations.ts';
import type { InvoicesMessages } from '#src/shared/i18n/en/invoices.ts';
import { landingMessages } from '#src/shared/i18n/en/landing.ts';
import { listingsMessages } from '#src/shared/i18n/en/listings.ts';
import type { ListingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { localeMessages } from '#src/shared/i18n/en/locale.ts';
import type { ModerationMessages } from '#src/shared/i18n/en/moderation.ts';
import type { MxPaymentsMessages } from '#src/shared/i18n/en/mx-payments.ts';
import type { OwnerMessages } from '#src/shared/i18n/en/owner.ts';
import type { OwnerInsightsMessages } from '#src/shared/i18n/en/owner-insights.ts';
import type { PaymentsMessages } from '#src/shared/i18n/en/payments.ts';
import type { ReviewsMessages } from '#src/shared/i18n/en/reviews.ts';
import { tutorialMessages } from '#src/shared/i18n/en/tutorial.ts';
import type { TutorialTourMessages } from '#src/shared/i18n/en/tutorial-tour.ts';
import type { VerificationMessages } from '#src/shared/i18n/en/verification.ts';
import type { VerifiedMessages } from '#src/shared/i18n/en/verified.ts';

/**
 * The English catalogue, the source the Spanish follows key by key. One file per area
 * (en/*.ts) so that screens can grow their texts side by side; keys are prefixed by area and must
 * not repeat across files. `{name}` marks a value filled in at run time.
 */
export const en = {
  ...appMessages,
  ...landingMessages,
  ...listingsMessages,
  ...localeMessages,
  ...tutorialMessages,
} as const;

/**
 * The whole English catalogue as a type. Areas that only some people open (en/owner.ts,
 * en/payments.ts, en/bookings.ts, en/account.ts, the staff screens' en/admin-*.ts) are not in the first bundle: their pages load them with registerMessages() (see i18n/index.ts).
 */
export type EnglishCatalogue = typeof en &
  OwnerMessages &
  OwnerInsightsMessages &
  PaymentsMessages &
  AdminAccountsMessages &
  AdminDevMessages &
  AdminStaffMessages &
  AdminBookingsMessages &
  AdminDatabaseMessages &
  AdminImagesMessages &
  AdminModerationMessages &
  ModerationMessages &
  AlertsMessages &
  BookingsMessages &
  ConversationsMessages &
  AccountMessages &
  TutorialTourMessages &
  ListingPagesMessages &
  ReviewsMessages &
  VerifiedMessages &
  VerificationMessages &
  InvoicesMessages &
  CalendarMessages &
  MxPaymentsMessages;

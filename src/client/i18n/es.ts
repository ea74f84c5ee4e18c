import { es as dateLocale } from 'date-fns/locale/es';
import { accountMessagesEs } from '#src/shared/i18n/es/account.ts';
import { adminAccountsMessagesEs } from '#src/shared/i18n/es/admin-accounts.ts';
import { adminBookingsMessagesEs } from '#src/shared/i18n/es/admin-bookings.ts';
import { adminDatabaseMessagesEs } from '#src/shared/i18n/es/admin-database.ts';
import { adminDevMessagesEs } from '#src/shared/i18n/es/admin-dev.ts';
import { adminImagesMessagesEs } from '#src/shared/i18n/es/admin-images.ts';
import { adminModerationMessagesEs } from '#src/shared/i18n/es/admin-moderation.ts';
import { adminStaffMessagesEs } from '#src/shared/i18n/es/admin-staff.ts';
import { alertsMessagesEs } from '#src/shared/i18n/es/alerts.ts';
import { appMessagesEs } from '#src/shared/i18n/es/app.ts';
import { bookingsMessagesEs } from '#src/shared/i18n/es/bookings.ts';
import { calendarMessagesEs } from '#src/shared/i18n/es/calendar.ts';
import { conversationsMessagesEs } from '#src/shared/i18n/es/conversations.ts';
import { invoicesMessagesEs } from '#src/shared/i18n/es/invoices.ts';
import { landingMessagesEs } from '#src/shared/i18n/es/landing.ts';
import { listingsMessagesEs } from '#src/shared/i18n/es/listings.ts';
import { localeMessagesEs } from '#src/shared/i18n/es/locale.ts';
import { moderationMessagesEs } from '#src/shared/i18n/es/moderation.ts';
import { mxPaymentsMessagesEs } from '#src/shared/i18n/es/mx-payments.ts';
import { ownerMessagesEs } from '#src/shared/i18n/es/owner.ts';
import { ownerInsightsMessagesEs } from '#src/shared/i18n/es/owner-insights.ts';
import { paymentsMessagesEs } from '#src/shared/i18n/es/payments.ts';
import { reviewsMessagesEs } from '#src/shared/i18n/es/reviews.ts';
import { tutorialMessagesEs } from '#src/shared/i18n/es/tutorial.ts';
import { verificationMessagesEs } from '#src/shared/i18n/es/verification.ts';
import { verifiedMessagesEs } from '#src/shared/i18n/es/verified.ts';
import { translateMessage as translate } from '#src/shared/i18n/messages.ts';
import { guestAgreementEs } from '#src/shared/legal/es/guest-agreement.ts';
import { privacyPolicyEs } from '#src/shared/legal/es/privacy-policy.ts';
import { termsOfServiceEs } from '#src/shared/legal/es/terms-of-service.ts';
import type { EnglishCatalogue } from './en';

/**
 * The whole es-MX catalogue, one chunk loaded only for Spanish (i18n/index.ts loadLocale): every
 * area's texts at once, since a Spanish visitor needs them all sooner or later and they are small.
 */
export const es: Partial<Record<keyof EnglishCatalogue, string>> = {
  ...appMessagesEs,
  ...landingMessagesEs,
  ...listingsMessagesEs,
  ...tutorialMessagesEs,
  ...alertsMessagesEs,
  ...localeMessagesEs,
  ...ownerMessagesEs,
  ...ownerInsightsMessagesEs,
  ...paymentsMessagesEs,
  ...bookingsMessagesEs,
  ...conversationsMessagesEs,
  ...accountMessagesEs,
  ...adminAccountsMessagesEs,
  ...adminDatabaseMessagesEs,
  ...adminDevMessagesEs,
  ...adminImagesMessagesEs,
  ...adminStaffMessagesEs,
  ...adminBookingsMessagesEs,
  ...reviewsMessagesEs,
  ...adminModerationMessagesEs,
  ...moderationMessagesEs,
  ...verifiedMessagesEs,
  ...verificationMessagesEs,
  ...invoicesMessagesEs,
  ...calendarMessagesEs,
  ...mxPaymentsMessagesEs,
};

/** Long content that is not a message: the legal documents, by id. */
export const content: Record<string, unknown> = {
  legal: {
    termsOfService: termsOfServiceEs,
    privacyPolicy: privacyPolicyEs,
    guestAgreement: guestAgreementEs,
  },
};

export { dateLocale };

/** The schemas' and server's English messages in Spanish (the forms' resolver uses it). */
export const translateMessage = (text: string) => translate(text, 'es');

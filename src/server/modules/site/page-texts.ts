import type { Locale } from '#src/server/lib/locale.ts';
import { accountMessages } from '#src/shared/i18n/en/account.ts';
import { adminAccountsMessages } from '#src/shared/i18n/en/admin-accounts.ts';
import { adminDatabaseMessages } from '#src/shared/i18n/en/admin-database.ts';
import { adminDevMessages } from '#src/shared/i18n/en/admin-dev.ts';
import { adminImagesMessages } from '#src/shared/i18n/en/admin-images.ts';
import { adminStaffMessages } from '#src/shared/i18n/en/admin-staff.ts';
import { alertsMessages } from '#src/shared/i18n/en/alerts.ts';
import { appMessages } from '#src/shared/i18n/en/app.ts';
import { bookingsMessages } from '#src/shared/i18n/en/bookings.ts';
import { landingMessages } from '#src/shared/i18n/en/landing.ts';
import { listingsMessages } from '#src/shared/i18n/en/listings.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { localeMessages } from '#src/shared/i18n/en/locale.ts';
import { ownerMessages } from '#src/shared/i18n/en/owner.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import { tutorialMessages } from '#src/shared/i18n/en/tutorial.ts';
import { tutorialTourMessages } from '#src/shared/i18n/en/tutorial-tour.ts';
import { verifiedMessages } from '#src/shared/i18n/en/verified.ts';
import { accountMessagesEs } from '#src/shared/i18n/es/account.ts';
import { adminAccountsMessagesEs } from '#src/shared/i18n/es/admin-accounts.ts';
import { adminDatabaseMessagesEs } from '#src/shared/i18n/es/admin-database.ts';
import { adminDevMessagesEs } from '#src/shared/i18n/es/admin-dev.ts';
import { adminImagesMessagesEs } from '#src/shared/i18n/es/admin-images.ts';
import { adminStaffMessagesEs } from '#src/shared/i18n/es/admin-staff.ts';
import { alertsMessagesEs } from '#src/shared/i18n/es/alerts.ts';
import { appMessagesEs } from '#src/shared/i18n/es/app.ts';
import { bookingsMessagesEs } from '#src/shared/i18n/es/bookings.ts';
import { landingMessagesEs } from '#src/shared/i18n/es/landing.ts';
import { listingsMessagesEs } from '#src/shared/i18n/es/listings.ts';
import { localeMessagesEs } from '#src/shared/i18n/es/locale.ts';
import { ownerMessagesEs } from '#src/shared/i18n/es/owner.ts';
import { paymentsMessagesEs } from '#src/shared/i18n/es/payments.ts';
import { tutorialMessagesEs } from '#src/shared/i18n/es/tutorial.ts';
import { verifiedMessagesEs } from '#src/shared/i18n/es/verified.ts';
import type { Translate } from '#src/shared/pages/page.ts';

/**
 * Every catalogue in both languages, for the pages' heads the server writes (a head may name any
 * page's texts). Spanish falls back to English key by key, as the browser's catalogue does.
 */
const CATALOGUES: Record<Locale, Readonly<Record<string, string>>> = {
  en: {
    ...accountMessages,
    ...adminAccountsMessages,
    ...adminDatabaseMessages,
    ...adminDevMessages,
    ...adminImagesMessages,
    ...adminStaffMessages,
    ...alertsMessages,
    ...appMessages,
    ...bookingsMessages,
    ...landingMessages,
    ...listingPagesMessages,
    ...listingsMessages,
    ...localeMessages,
    ...ownerMessages,
    ...paymentsMessages,
    ...tutorialTourMessages,
    ...tutorialMessages,
    ...verifiedMessages,
  },
  es: {
    ...accountMessagesEs,
    ...adminAccountsMessagesEs,
    ...adminDatabaseMessagesEs,
    ...adminDevMessagesEs,
    ...adminImagesMessagesEs,
    ...adminStaffMessagesEs,
    ...alertsMessagesEs,
    ...appMessagesEs,
    ...bookingsMessagesEs,
    ...landingMessagesEs,
    ...listingsMessagesEs,
    ...localeMessagesEs,
    ...ownerMessagesEs,
    ...paymentsMessagesEs,
    ...tutorialMessagesEs,
    ...verifiedMessagesEs,
  },
};

/** The translator a page's head is written with, in one language. */
export function translator(locale: Locale): Translate {
  return (key, vars) => {
    const template = CATALOGUES[locale][key] ?? CATALOGUES.en[key] ?? key;
    return vars ? template.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m) : template;
  };
}

import { es as dateLocale } from 'date-fns/locale/es';
import { guestAgreementEs } from '#src/client/features/legal/texts/es/guest-agreement.ts';
import { privacyPolicyEs } from '#src/client/features/legal/texts/es/privacy-policy.ts';
import { termsOfServiceEs } from '#src/client/features/legal/texts/es/terms-of-service.ts';
import { translateMessage as translate } from '#src/shared/i18n/messages-es.ts';
import type { Translation } from '..';
import { accountMessagesEs } from './account';
import { adminAccountsMessagesEs } from './admin-accounts';
import { adminDatabaseMessagesEs } from './admin-database';
import { adminDevMessagesEs } from './admin-dev';
import { adminImagesMessagesEs } from './admin-images';
import { adminStaffMessagesEs } from './admin-staff';
import { alertsMessagesEs } from './alerts';
import { appMessagesEs } from './app';
import { landingMessagesEs } from './landing';
import { listingsMessagesEs } from './listings';
import { localeMessagesEs } from './locale';
import { ownerMessagesEs } from './owner';
import { paymentsMessagesEs } from './payments';
import { tutorialMessagesEs } from './tutorial';

/**
 * The whole es-MX catalogue, one chunk loaded only for Spanish (i18n/index.ts loadLocale): every
 * area's texts at once, since a Spanish visitor needs them all sooner or later and they are small.
 */
export const es: Partial<Translation> = {
  ...appMessagesEs,
  ...landingMessagesEs,
  ...listingsMessagesEs,
  ...tutorialMessagesEs,
  ...alertsMessagesEs,
  ...localeMessagesEs,
  ...ownerMessagesEs,
  ...paymentsMessagesEs,
  ...accountMessagesEs,
  ...adminAccountsMessagesEs,
  ...adminDatabaseMessagesEs,
  ...adminDevMessagesEs,
  ...adminImagesMessagesEs,
  ...adminStaffMessagesEs,
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

import { es as dateLocale } from 'date-fns/locale/es';
import type { Translation } from '..';
import { accountMessagesEs } from './account';
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
};

/** Long content that is not a message: the legal documents, by id. */
export const content: Record<string, unknown> = {};

export { dateLocale };

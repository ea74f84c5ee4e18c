import type { AccountMessages } from './en/account';
import type { AdminAccountsMessages } from './en/admin-accounts';
import type { AdminDatabaseMessages } from './en/admin-database';
import type { AdminDevMessages } from './en/admin-dev';
import type { AdminImagesMessages } from './en/admin-images';
import type { AdminStaffMessages } from './en/admin-staff';
import type { AlertsMessages } from './en/alerts';
import { appMessages } from './en/app';
import { landingMessages } from './en/landing';
import { listingsMessages } from './en/listings';
import type { ListingPagesMessages } from './en/listings-pages';
import { localeMessages } from './en/locale';
import type { OwnerMessages } from './en/owner';
import type { PaymentsMessages } from './en/payments';
import { tutorialMessages } from './en/tutorial';
import type { TutorialTourMessages } from './en/tutorial-tour';

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
 * en/payments.ts, en/account.ts, the staff screens' en/admin-*.ts) are not in the first bundle: their pages load them with registerMessages() (see i18n/index.ts).
 */
export type EnglishCatalogue = typeof en &
  OwnerMessages &
  PaymentsMessages &
  AdminAccountsMessages &
  AdminDevMessages &
  AdminStaffMessages &
  AdminDatabaseMessages &
  AdminImagesMessages &
  AlertsMessages &
  AccountMessages &
  TutorialTourMessages &
  ListingPagesMessages;

import { en } from './en';
import { accountMessages } from './en/account';
import { adminAccountsMessages } from './en/admin-accounts';
import { adminDatabaseMessages } from './en/admin-database';
import { adminDevMessages } from './en/admin-dev';
import { adminImagesMessages } from './en/admin-images';
import { adminStaffMessages } from './en/admin-staff';
import { alertsMessages } from './en/alerts';
import { listingPagesMessages } from './en/listings-pages';
import { ownerMessages } from './en/owner';
import { paymentsMessages } from './en/payments';
import { tutorialTourMessages } from './en/tutorial-tour';

/**
 * Every English text at once: the first bundle's and every area's that loads with its pages. For
 * tests only (the catalogue parity test, the Spanish journey); the app loads areas as it needs them.
 */
export const allEnglish: Record<string, string> = {
  ...en,
  ...ownerMessages,
  ...paymentsMessages,
  ...adminAccountsMessages,
  ...adminDatabaseMessages,
  ...adminDevMessages,
  ...adminImagesMessages,
  ...adminStaffMessages,
  ...alertsMessages,
  ...accountMessages,
  ...tutorialTourMessages,
  ...listingPagesMessages,
};

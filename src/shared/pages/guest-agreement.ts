import { legalHead } from './legal-head';
import { definePage } from './page';

/** /guest-agreement: one of the legal documents, public and listed. */
export const guestAgreementPage = definePage({
  name: 'guestAgreement',
  path: '/guest-agreement',
  access: 'public',
  indexable: true,
  rendered: true,
  component: { file: 'features/legal/pages/legal-page.tsx', export: 'GuestAgreementPage' },
  head: (context) => legalHead('guestAgreement', context),
});

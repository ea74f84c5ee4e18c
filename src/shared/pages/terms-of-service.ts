import { legalHead } from './legal-head';
import { definePage } from './page';

/** /terms-of-service: one of the legal documents, public and listed. */
export const termsOfServicePage = definePage({
  name: 'termsOfService',
  path: '/terms-of-service',
  access: 'public',
  indexable: true,
  rendered: true,
  component: { file: 'features/legal/pages/legal-page.tsx', export: 'TermsOfServicePage' },
  head: (context) => legalHead('termsOfService', context),
});

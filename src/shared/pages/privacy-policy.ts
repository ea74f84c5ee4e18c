import { legalHead } from './legal-head';
import { definePage } from './page';

/** /privacy-policy: one of the legal documents, public and listed. */
export const privacyPolicyPage = definePage({
  name: 'privacyPolicy',
  path: '/privacy-policy',
  access: 'public',
  indexable: true,
  rendered: true,
  component: { file: 'features/legal/pages/legal-page.tsx', export: 'PrivacyPolicyPage' },
  head: (context) => legalHead('privacyPolicy', context),
});

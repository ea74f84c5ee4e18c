import { definePage } from './page';

/** /custom-membership: Staff make payment links. */
export const customMembershipPage = definePage({
  name: 'customMembership',
  path: '/custom-membership',
  access: 'signedInStaff',
  component: { file: 'features/payments/pages/custom-membership-page.tsx', export: 'CustomMembershipPage' },
  head: ({ t }) => ({ title: t('payments.links.title') }),
});

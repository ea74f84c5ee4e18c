import { definePage } from './page';

/** /membership: The plans; public and listed, but an active member already has one. */
export const membershipPage = definePage({
  name: 'membership',
  path: '/membership',
  access: 'notActiveMember',
  indexable: true,
  component: { file: 'features/payments/pages/membership-page.tsx', export: 'MembershipPage' },
  head: ({ t }) => ({ title: t('payments.membership.title'), description: t('payments.membership.lead') }),
});

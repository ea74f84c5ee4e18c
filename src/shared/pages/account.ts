import { definePage } from './page';

/** /account: The signed-in person's account settings. */
export const accountPage = definePage({
  name: 'account',
  path: '/account',
  access: 'signedIn',
  component: { file: 'features/accounts/pages/account-page.tsx', export: 'AccountPage' },
  head: ({ t }) => ({ title: t('account.settings.title') }),
});

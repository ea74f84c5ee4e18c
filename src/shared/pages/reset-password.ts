import { definePage } from './page';

/** /reset-password: Reached from mail: a person may open it signed in or not, on any device. */
export const resetPasswordPage = definePage({
  name: 'resetPassword',
  path: '/reset-password',
  access: 'public',
  component: { file: 'features/accounts/pages/reset-password-page.tsx', export: 'ResetPasswordPage' },
  head: ({ t }) => ({ title: t('account.reset.title') }),
});

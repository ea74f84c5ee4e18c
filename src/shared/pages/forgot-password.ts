import { definePage } from './page';

/** /forgot-password: Asks for a reset link; open signed in or not. */
export const forgotPasswordPage = definePage({
  name: 'forgotPassword',
  path: '/forgot-password',
  access: 'public',
  component: { file: 'features/accounts/pages/forgot-password-page.tsx', export: 'ForgotPasswordPage' },
  head: ({ t }) => ({ title: t('account.forgot.title') }),
});

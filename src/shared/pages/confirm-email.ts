import { definePage } from './page';

/** /confirm-email: Reached from mail: a person may open it signed in or not, on any device. */
export const confirmEmailPage = definePage({
  name: 'confirmEmail',
  path: '/confirm-email',
  access: 'public',
  component: { file: 'features/accounts/pages/confirm-email-page.tsx', export: 'ConfirmEmailPage' },
  head: ({ t }) => ({ title: t('account.confirmEmail.title') }),
});

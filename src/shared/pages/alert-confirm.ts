import { definePage } from './page';

/** /alerts/confirm: Reached from the confirmation mail, signed in or not. */
export const alertConfirmPage = definePage({
  name: 'alertConfirm',
  path: '/alerts/confirm',
  access: 'public',
  component: { file: 'features/leads/pages/alert-confirm-page.tsx', export: 'AlertConfirmPage' },
  head: ({ t }) => ({ title: t('alerts.confirm.title') }),
});

import { definePage } from './page';

/** /payment-success: Where a payment returns: its status, for whoever paid. */
export const paymentSuccessPage = definePage({
  name: 'paymentSuccess',
  path: '/payment-success',
  access: 'public',
  component: { file: 'features/payments/pages/payment-success-page.tsx', export: 'PaymentSuccessPage' },
  head: ({ t }) => ({ title: t('payments.success.title') }),
});

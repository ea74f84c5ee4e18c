import { definePage } from './page';

/** /checkout: Paying for a plan, or a payment link a manager sent (for anyone). */
export const checkoutPage = definePage({
  name: 'checkout',
  path: '/checkout',
  access: 'notActiveMember',
  component: { file: 'features/payments/pages/checkout-page.tsx', export: 'CheckoutPage' },
  head: ({ t }) => ({ title: t('payments.checkout.title') }),
});

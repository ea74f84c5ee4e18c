import { definePage } from './page';

/** /bookings/:id: One booking as its guest reads it: reference, status, stay, guests, total. */
export const bookingPage = definePage({
  name: 'booking',
  path: '/bookings/:id',
  access: 'signedIn',
  component: { file: 'features/bookings/pages/booking-page.tsx', export: 'BookingPage' },
  head: ({ t }) => ({ title: t('bookings.detail.title') }),
});

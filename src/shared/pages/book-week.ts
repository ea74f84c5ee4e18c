import { definePage } from './page';

/** /weeks/:id/book: A renter names who stays, reads the stay and its rules, and pays (decision 056). */
export const bookWeekPage = definePage({
  name: 'bookWeek',
  path: '/weeks/:id/book',
  access: 'signedIn',
  component: { file: 'features/bookings/pages/book-week-page.tsx', export: 'BookWeekPage' },
  head: ({ t }) => ({ title: t('bookings.book.title') }),
});

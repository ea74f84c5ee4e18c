import { definePage } from './page';

/** /add-listing: An owner lists a week. */
export const addWeekPage = definePage({
  name: 'addWeek',
  path: '/add-listing',
  access: 'signedIn',
  component: { file: 'features/weeks/pages/add-week-page.tsx', export: 'AddWeekPage' },
  head: ({ t }) => ({ title: t('owner.addWeek.title') }),
});

import { definePage } from './page';

/** /messages: the signed-in person's conversations with owners and renters, newest first. */
export const messagesPage = definePage({
  name: 'messages',
  path: '/messages',
  access: 'signedIn',
  component: { file: 'features/conversations/pages/inbox-page.tsx', export: 'InboxPage' },
  head: ({ t }) => ({ title: t('nav.messages') }),
});

import { definePage } from './page';

/** /messages/:id: one conversation between a renter and an owner, for those two only. */
export const conversationPage = definePage({
  name: 'conversation',
  path: '/messages/:id',
  access: 'signedIn',
  component: { file: 'features/conversations/pages/conversation-page.tsx', export: 'ConversationPage' },
  head: ({ t }) => ({ title: t('nav.messages') }),
});

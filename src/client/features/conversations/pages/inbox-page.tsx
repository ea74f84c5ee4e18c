import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { Eyebrow } from '#src/client/components/ui/page-heading.tsx';
import { Pagination } from '#src/client/components/ui/pagination.tsx';
import { RetryPanel, StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { conversationsMessages } from '#src/shared/i18n/en/conversations.ts';
import { INBOX_PAGE_SIZE, useInbox } from '../api';
import { ConversationList } from '../components/conversation-list';

registerMessages(conversationsMessages);

/** /messages: the person's conversations, newest first, a page at a time (`?page=`). */
export function InboxPage() {
  const [params] = useSearchParams();
  const page = Math.min(500, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const inbox = useInbox(page);
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
        <header className="space-y-2">
          <Eyebrow>{t('conversations.inbox.eyebrow')}</Eyebrow>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('conversations.inbox.title')}</h1>
          <p className="text-muted-foreground">{t('conversations.inbox.intro')}</p>
        </header>
        {inbox.isPending ? (
          <div>
            <p role="status" className="sr-only">
              {t('conversations.inbox.loading')}
            </p>
            <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-muted" />
          </div>
        ) : inbox.isError ? (
          <RetryPanel
            title={t('conversations.inbox.loadFailed')}
            hint={t('conversations.inbox.loadFailedHint')}
            retryLabel={t('conversations.inbox.retry')}
            onRetry={() => void inbox.refetch()}
          />
        ) : inbox.data.items.length === 0 ? (
          <StatePanel
            icon={<Inbox />}
            title={t('conversations.inbox.empty')}
            hint={t('conversations.inbox.emptyHint')}
          >
            <ButtonLink to="/all-weeks">{t('conversations.inbox.browse')}</ButtonLink>
          </StatePanel>
        ) : (
          <>
            <ConversationList items={inbox.data.items} />
            <Pagination
              page={page}
              pageCount={Math.ceil(inbox.data.total / INBOX_PAGE_SIZE)}
              hrefFor={(p) => (p === 1 ? '/messages' : `/messages?page=${p}`)}
            />
          </>
        )}
      </div>
    </div>
  );
}

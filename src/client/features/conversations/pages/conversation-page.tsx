import { ArrowLeft, CalendarDays, CircleCheck, ReceiptText, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { RetryPanel, StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { ReportDialog } from '#src/client/features/moderation/components/report-dialog.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError } from '#src/client/lib/api.ts';
import type { ConversationMessage, MaskedKind } from '#src/shared/contracts/conversations.ts';
import { conversationsMessages } from '#src/shared/i18n/en/conversations.ts';
import { useConversation, useMarkRead, useSendMessage } from '../api';
import { Composer } from '../components/composer';
import { stayLine } from '../components/conversation-list';
import { MaskedNotice } from '../components/masked-notice';
import { MessageList } from '../components/message-list';

registerMessages(conversationsMessages);

/** A positive whole number from the address ('/messages/12'), else undefined: no request for a malformed id. */
const idFrom = (param: string | undefined) => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/** /messages/:id: one conversation, the safety notice first, the message box under it. */
export function ConversationPage() {
  const id = idFrom(useParams().id);
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-10">
        <ButtonLink to="/messages" variant="link" icon={ArrowLeft}>
          {t('conversations.thread.back')}
        </ButtonLink>
        {id === undefined ? <NotFound /> : <Conversation id={id} />}
      </div>
    </div>
  );
}

function NotFound() {
  return (
    <StatePanel
      icon={<SearchX />}
      title={t('conversations.thread.notFound')}
      hint={t('conversations.thread.notFoundHint')}
    >
      <ButtonLink to="/messages">{t('conversations.thread.back')}</ButtonLink>
    </StatePanel>
  );
}

function Conversation({ id }: { id: number }) {
  const conversation = useConversation(id);
  const send = useSendMessage(id);
  const markRead = useMarkRead();
  // What the message that opened this page hid (from "Message the owner"), then each sent one's.
  const opened = (useLocation().state as { maskedKinds?: MaskedKind[] } | null)?.maskedKinds ?? [];
  const [masked, setMasked] = useState<MaskedKind[]>(opened);
  const latest = conversation.data?.pages[0];
  const unread = latest?.unread ?? 0;
  const bottom = useRef<HTMLDivElement>(null);
  const newest = latest?.messages.at(-1)?.id;

  // Reading the conversation clears its unread count (and the top bar's).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per newly arrived unread message
  useEffect(() => {
    if (unread > 0) markRead.mutate(id);
  }, [id, unread, newest]);
  useEffect(() => {
    if (newest) bottom.current?.scrollIntoView({ block: 'nearest' });
  }, [newest]);

  if (conversation.isPending)
    return (
      <div>
        <p role="status" className="sr-only">
          {t('conversations.thread.loading')}
        </p>
        <div aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-muted" />
      </div>
    );
  if (conversation.isError) {
    if (conversation.error instanceof ApiError && [403, 404].includes(conversation.error.status))
      return <NotFound />;
    return (
      <RetryPanel
        title={t('conversations.thread.loadFailed')}
        hint={t('conversations.inbox.loadFailedHint')}
        retryLabel={t('conversations.inbox.retry')}
        onRetry={() => void conversation.refetch()}
      />
    );
  }
  const head = conversation.data.pages[0];
  // Pages run newest first; each page's messages oldest first.
  const messages: ConversationMessage[] = [...conversation.data.pages].reverse().flatMap((p) => p.messages);
  return (
    <div className="grid gap-5">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('conversations.thread.with', { name: head.otherName })}
        </h1>
        <p className="text-sm text-muted-foreground">{stayLine(head)}</p>
        <div className="flex flex-wrap gap-2">
          {head.bookingId ? (
            <ButtonLink to={`/bookings/${head.bookingId}`} variant="outline" size="sm" icon={ReceiptText}>
              {t('conversations.thread.seeBooking')}
            </ButtonLink>
          ) : null}
          {head.weekId && !head.bookingId ? (
            <ButtonLink to={`/weeks/${head.weekId}/book`} variant="outline" size="sm" icon={CalendarDays}>
              {t('conversations.thread.seeWeek')}
            </ButtonLink>
          ) : null}
        </div>
        {head.paid ? (
          <p className="flex items-center gap-1.5 text-sm text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('conversations.thread.paid')}
          </p>
        ) : null}
      </header>
      <section className="grid gap-3 rounded-2xl border border-border bg-sand-50 p-3 sm:p-5">
        {conversation.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-center"
            disabled={conversation.isFetchingNextPage}
            onClick={() => void conversation.fetchNextPage()}
          >
            {conversation.isFetchingNextPage
              ? t('conversations.thread.loadingEarlier')
              : t('conversations.thread.earlier')}
          </Button>
        ) : null}
        <MessageList
          messages={messages}
          otherName={head.otherName}
          // The other person's messages may be reported to staff; one's own and removed ones not.
          actions={(m) => (m.fromMe || m.removed ? null : <ReportDialog kind="message" id={m.id} />)}
        />
        <div ref={bottom} />
      </section>
      <MaskedNotice kinds={masked} />
      <Composer
        onSend={async (body) => {
          const sent = await send.mutateAsync(body);
          setMasked(sent.maskedKinds);
        }}
      />
    </div>
  );
}

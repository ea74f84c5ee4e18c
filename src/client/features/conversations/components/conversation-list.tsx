import { parseISO } from 'date-fns';
import { Link } from 'react-router';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatDay, formatPattern } from '#src/client/lib/format-date.ts';
import type { ConversationSummary } from '#src/shared/contracts/conversations.ts';

/** "Grand Mayan · Mar 6, 2027 – Mar 12, 2027", or that the week is gone. */
export function stayLine(c: Pick<ConversationSummary, 'stay'>) {
  return c.stay
    ? t('conversations.stay', {
        resort: c.stay.resort,
        from: formatDay(c.stay.fromDate),
        to: formatDay(c.stay.toDate),
      })
    : t('conversations.stayGone');
}

/** The inbox's rows: who, about which week, the latest message as served, and what is unread. */
export function ConversationList({ items }: { items: readonly ConversationSummary[] }) {
  return (
    <ul
      aria-label={t('conversations.inbox.list')}
      className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
    >
      {items.map((c) => (
        <li key={c.id}>
          <Link
            to={`/messages/${c.id}`}
            className="grid grid-cols-[minmax(0,1fr)] gap-1 px-4 py-3 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none sm:px-5"
          >
            <span className="flex items-baseline justify-between gap-3">
              <span className={cn('min-w-0 truncate', c.unread > 0 ? 'font-bold' : 'font-semibold')}>
                {c.otherName}
              </span>
              <time dateTime={c.lastMessageAt} className="shrink-0 text-xs text-muted-foreground">
                {formatPattern(parseISO(c.lastMessageAt), t('conversations.timePattern'))}
              </time>
            </span>
            <span className="truncate text-sm text-muted-foreground">
              {stayLine(c)} ·{' '}
              {c.role === 'owner' ? t('conversations.inbox.asOwner') : t('conversations.inbox.asGuest')}
            </span>
            <span className="flex items-center justify-between gap-3">
              <span
                className={cn(
                  'min-w-0 truncate text-sm',
                  c.unread > 0 ? 'font-medium text-foreground' : 'text-muted-foreground',
                )}
              >
                {c.lastMessage
                  ? `${c.lastMessage.fromMe ? t('conversations.inbox.you') : ''}${c.lastMessage.removed ? t('conversations.thread.removed') : c.lastMessage.body}`
                  : t('conversations.inbox.noMessages')}
              </span>
              {c.unread > 0 ? (
                <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                  {t('conversations.inbox.unread', { n: c.unread })}
                </span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

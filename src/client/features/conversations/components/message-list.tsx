import { parseISO } from 'date-fns';
import { EyeOff, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatPattern } from '#src/client/lib/format-date.ts';
import type { ConversationMessage } from '#src/shared/contracts/conversations.ts';

/**
 * A conversation's messages, oldest first, opened by the safety notice as the site's own first
 * message. Each message is an element with its id (`data-message-id`); `actions` draws what a
 * reader may do with one (reporting it), under its text.
 */
export function MessageList({
  messages,
  otherName,
  actions,
}: {
  messages: readonly ConversationMessage[];
  otherName: string;
  actions?: (message: ConversationMessage) => ReactNode;
}) {
  return (
    <ol aria-label={t('conversations.thread.messages')} className="grid gap-3">
      <li className="flex gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        <p>
          <span className="font-semibold">{t('conversations.thread.system')}: </span>
          {t('trust.safetyNotice')}
        </p>
      </li>
      {messages.map((m) => (
        <li
          key={m.id}
          id={`message-${m.id}`}
          data-message-id={m.id}
          className={cn('flex', m.fromMe ? 'justify-end' : 'justify-start')}
        >
          <article
            className={cn(
              'grid max-w-[85%] gap-1 rounded-2xl px-3.5 py-2.5 shadow-card sm:max-w-[75%]',
              m.fromMe ? 'bg-primary text-primary-foreground' : 'border border-border bg-surface',
            )}
          >
            <header
              className={cn(
                'flex gap-2 text-xs',
                m.fromMe ? 'text-primary-foreground/80' : 'text-muted-foreground',
              )}
            >
              <span className="font-semibold">
                {m.fromMe ? t('conversations.thread.fromYou') : otherName}
              </span>
              <time dateTime={m.createdAt}>
                {formatPattern(parseISO(m.createdAt), t('conversations.timePattern'))}
              </time>
            </header>
            {m.removed ? (
              <p className="italic opacity-80">{t('conversations.thread.removed')}</p>
            ) : (
              <p className="break-words whitespace-pre-line">{m.body}</p>
            )}
            {m.hidden.length > 0 ? (
              <p
                className={cn(
                  'flex items-center gap-1 text-xs',
                  m.fromMe ? 'text-primary-foreground/80' : 'text-muted-foreground',
                )}
              >
                <EyeOff aria-hidden="true" className="size-3.5" />
                {t('conversations.thread.hiddenNote')}
              </p>
            ) : null}
            {actions ? <div className="flex justify-end">{actions(m)}</div> : null}
          </article>
        </li>
      ))}
    </ol>
  );
}

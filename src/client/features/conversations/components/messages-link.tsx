import { MessageCircle } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';
import { useUnreadCount } from '../api';

/**
 * The top bar's way to the inbox with the unread count, for signed-in people only (a visitor's
 * page asks nothing of the messages' API).
 */
export function MessagesLink() {
  const unread = useUnreadCount(true).data?.unread ?? 0;
  const label = unread > 0 ? t('nav.messagesUnread', { n: unread }) : t('nav.messages');
  return (
    <Button asChild variant="ghost" className="relative px-2.5 aria-[current=page]:bg-muted md:px-3">
      <NavLink to="/messages" aria-label={label} title={label}>
        <MessageCircle aria-hidden="true" />
        <span className="sr-only lg:not-sr-only" aria-hidden="true">
          {t('nav.messages')}
        </span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -top-0.5 -right-0.5 grid min-w-5 lg:static lg:ml-0.5 place-content-center rounded-full bg-destructive px-1 text-[11px] leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </NavLink>
    </Button>
  );
}

import { ShieldQuestion } from 'lucide-react';
import { useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { BellItem, BellNote, badgeText, NotificationBell } from '../dev/notification-bell';
import { useVerificationQueue } from './api';

/**
 * The Verification queue's bell (both dashboards): how many weeks wait for a decision, and the
 * oldest of them; choosing one scrolls to it in the queue below.
 */
export function VerificationBell() {
  const [open, setOpen] = useState(false);
  const queue = useVerificationQueue('pending', 1);
  const count = queue.data?.total ?? 0;
  const name = t('verification.bell.name');
  return (
    <NotificationBell
      name={name}
      accessibleName={t('verification.bell.named', { name, count })}
      badge={count > 0 ? badgeText(count) : ''}
      icon={<ShieldQuestion />}
      open={open}
      onOpenChange={setOpen}
    >
      {queue.isPending ? (
        <BellNote>{t('verification.bell.loading')}</BellNote>
      ) : queue.isError ? (
        <BellNote tone="error">
          {t('verification.bell.loadFailed', { message: errorMessage(queue.error) })}
        </BellNote>
      ) : queue.data.items.length === 0 ? (
        <BellNote>{t('verification.bell.empty')}</BellNote>
      ) : (
        <ul>
          {queue.data.items.map((v) => (
            <li key={v.id}>
              <BellItem
                unread
                title={`${v.resortName} · ${v.unitTypeName}`}
                detail={t('verification.bell.detail', {
                  owner: `${v.owner.firstName} ${v.owner.lastName}`,
                  date: formatInstantDay(v.createdAt),
                })}
                onSelect={() => {
                  setOpen(false);
                  document.getElementById(`verification-${v.id}`)?.scrollIntoView({ block: 'center' });
                  document.getElementById(`verification-${v.id}`)?.focus();
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </NotificationBell>
  );
}

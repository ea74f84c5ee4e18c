import { Flag } from 'lucide-react';
import { useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { BellNote, badgeText, NotificationBell } from '../dev/notification-bell';
import { useOpenReportsCount } from './api';

/** The staff's bell of open reports: their count, polled; opening it points at the queue. */
export function ReportsBell() {
  const [open, setOpen] = useState(false);
  const count = useOpenReportsCount().data;
  const total = count?.total ?? 0;
  const name = t('staffModeration.bell');
  return (
    <NotificationBell
      name={name}
      accessibleName={total ? t('staffModeration.bellCount', { count: formatCount(total) }) : name}
      badge={total ? badgeText(total) : ''}
      icon={<Flag />}
      open={open}
      onOpenChange={setOpen}
    >
      <BellNote>
        {total ? (
          <button
            type="button"
            className="text-primary underline-offset-4 hover:underline"
            onClick={() => {
              setOpen(false);
              document.getElementById('moderation')?.scrollIntoView({ block: 'start' });
            }}
          >
            {t('staffModeration.bellCount', { count: formatCount(total) })}
          </button>
        ) : (
          t('staffModeration.bellEmpty')
        )}
      </BellNote>
    </NotificationBell>
  );
}

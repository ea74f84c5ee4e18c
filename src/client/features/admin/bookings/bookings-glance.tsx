import { AlertTriangle, Landmark, LifeBuoy, ShieldAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { asInstant, LAST_VIEW_KEYS, storeValue, useStoredValue } from '../dev/last-view';
import { BellItem, BellNote, badgeText, NotificationBell } from '../dev/notification-bell';
import { useBookingsSummary, useOnHoldBookings } from './api';
import { money } from './labels';

/**
 * The Bookings section's head: the problems bell (bookings put on hold since it was last closed,
 * kept in this browser like the Dev Dashboard's bells) and three counts: the bookings on hold, the
 * money the platform holds now, and the money steps that failed for good.
 */
export function BookingsGlance({ onOpen }: { onOpen: (id: number) => void }) {
  const [seen] = useStoredValue(LAST_VIEW_KEYS.bookingProblems);
  const since = asInstant(seen);
  const summary = useBookingsSummary(since);
  const s = summary.data;
  // On a phone the two counts share a row and the held money, the widest figure, has its own.
  const cards: [string, ReactNode, string | undefined, boolean, string][] = [
    [
      t('staffBookings.glance.openProblems'),
      <ShieldAlert key="p" />,
      s && formatCount(s.openProblems),
      !!s && s.openProblems > 0,
      '',
    ],
    [
      t('staffBookings.glance.failed'),
      <AlertTriangle key="f" />,
      s && formatCount(s.failedMoneySteps),
      !!s && s.failedMoneySteps > 0,
      '',
    ],
    [
      t('staffBookings.glance.held'),
      <Landmark key="h" />,
      s && money(s.heldMoney, s.currency),
      false,
      'col-span-2 sm:col-span-1',
    ],
  ];
  return (
    <section aria-label={t('staffBookings.glance.label')} className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <ProblemsBell count={s?.newProblems ?? 0} since={since} onOpen={onOpen} />
      </div>
      {summary.error && !s ? (
        <p role="alert" className="text-sm text-destructive">
          {t('staffBookings.glance.loadFailed', { message: errorMessage(summary.error) })}
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {cards.map(([label, icon, value, alarming, span]) => (
          <li key={label} className={cn('rounded-2xl border border-border bg-surface p-4 shadow-card', span)}>
            <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
              <span aria-hidden="true" className={alarming ? 'text-destructive' : 'text-primary'}>
                {icon}
              </span>
              {label}
            </p>
            <p
              className={cn('mt-2 text-2xl font-bold tabular-nums', alarming && 'text-destructive')}
              aria-busy={value === undefined || undefined}
            >
              {value === undefined ? (
                <span className="inline-block h-7 w-16 animate-pulse rounded bg-muted" />
              ) : (
                value
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The bookings on hold, newest check-in first, those held since the last look marked; selecting one
 * opens it. Closing the popover stores now.
 */
function ProblemsBell({
  count,
  since,
  onOpen,
}: {
  count: number;
  since: string | undefined;
  onOpen: (id: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const list = useOnHoldBookings(open);
  const name = t('staffBookings.bell.name');
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) storeValue(LAST_VIEW_KEYS.bookingProblems, new Date().toISOString());
  };
  const more = list.data ? list.data.total - list.data.items.length : 0;
  return (
    <NotificationBell
      name={name}
      accessibleName={t('staffBookings.bell.named', { name, count })}
      badge={count > 0 ? badgeText(count) : ''}
      icon={<LifeBuoy />}
      open={open}
      onOpenChange={onOpenChange}
    >
      {list.isPending ? (
        <BellNote>{t('staffBookings.bell.loading')}</BellNote>
      ) : list.isError ? (
        <BellNote tone="error">
          {t('staffBookings.bell.loadFailed', { message: errorMessage(list.error) })}
        </BellNote>
      ) : list.data.items.length === 0 ? (
        <BellNote>{t('staffBookings.bell.empty')}</BellNote>
      ) : (
        <>
          <BellNote>{t('staffBookings.bell.hint')}</BellNote>
          <ul>
            {list.data.items.map((b) => (
              <li key={b.id}>
                <BellItem
                  unread={!since || Date.parse(b.changedAt) > Date.parse(since)}
                  title={`${b.reference} · ${b.resortName}`}
                  detail={t('staffBookings.onHoldSince', { date: formatInstantDay(b.changedAt) })}
                  onSelect={() => {
                    onOpenChange(false);
                    onOpen(b.id);
                  }}
                />
              </li>
            ))}
          </ul>
          {more > 0 ? <BellNote>{t('staffBookings.bell.more', { count: more })}</BellNote> : null}
        </>
      )}
    </NotificationBell>
  );
}

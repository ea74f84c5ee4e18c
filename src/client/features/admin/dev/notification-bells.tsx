import { FileSignature, Inbox, Info, Mail, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatDay, formatInstantDay } from '#src/client/lib/format-date.ts';
import type { DashboardSummary } from '#src/shared/contracts/staff.ts';
import {
  type LeadKind,
  useInbox,
  useMarkRead,
  useNewContracts,
  useNewListings,
  useWeekRequests,
} from './api';
import { LAST_VIEW_KEYS, useStoredValue } from './last-view';
import { BellItem, BellNote, badgeText, NotificationBell } from './notification-bell';

type Since = { contracts?: string; listings?: string };

/**
 * The Dev Dashboard's five bells. Week Requests and Interest Messages count unread leads (kept on
 * the server): selecting one marks it read. New Contracts and New Listings count what was created
 * since the popover was last closed (kept in this browser); closing it stores now. System Update
 * is a one-time notice.
 */
export function NotificationBells({ summary, since }: { summary?: DashboardSummary; since: Since }) {
  const bells = summary?.bells;
  return (
    <nav aria-label={t('dev.bells.label')} className="flex flex-wrap items-center gap-3">
      <ContractsBell count={bells?.newContracts ?? 0} since={since.contracts} />
      <WeekRequestsBell count={bells?.unreadWeekRequests ?? 0} />
      <InterestsBell count={bells?.unreadInterests ?? 0} />
      <ListingsBell count={bells?.newListings ?? 0} since={since.listings} />
      <SystemUpdateBell />
    </nav>
  );
}

/** A bell whose badge counts what is newer than the stored time; closing it stores now. */
function useTimedBell(key: (typeof LAST_VIEW_KEYS)['contracts' | 'listings']) {
  const [open, setOpen] = useState(false);
  const [, store] = useStoredValue(key);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) store(new Date().toISOString());
  };
  return { open, onOpenChange };
}

function ContractsBell({ count, since }: { count: number; since?: string }) {
  const bell = useTimedBell(LAST_VIEW_KEYS.contracts);
  const list = useNewContracts(since, bell.open);
  const name = t('dev.bell.newContracts');
  return (
    <NotificationBell
      name={name}
      accessibleName={t('dev.bell.named', { name, count })}
      badge={count > 0 ? badgeText(count) : ''}
      icon={<FileSignature />}
      {...bell}
    >
      {list.isPending ? (
        <BellNote>{t('dev.bell.loading')}</BellNote>
      ) : list.isError ? (
        <BellNote tone="error">{t('dev.bell.loadFailed', { message: errorMessage(list.error) })}</BellNote>
      ) : list.data.items.length === 0 ? (
        <BellNote>{t('dev.bell.noNewContracts')}</BellNote>
      ) : (
        <ul>
          {list.data.items.map((c) => (
            <li key={c.id}>
              <BellItem
                title={`${c.contractName} · ${c.contractNumber}`}
                detail={`${c.user ? `${c.user.firstName} ${c.user.lastName}` : t('dev.unknownUser')} · ${formatInstantDay(c.createdAt)}`}
              />
            </li>
          ))}
        </ul>
      )}
    </NotificationBell>
  );
}

/** Marks a lead read on selection; a failure is said in the popover, not in a toast. */
function useMarkOnSelect(failure: string) {
  const mark = useMarkRead();
  const [failed, setFailed] = useState<string | null>(null);
  const select = (kind: LeadKind, id: number) => {
    setFailed(null);
    mark.mutate(
      { kind, id },
      {
        onError: (error) => {
          const message = `${failure}: ${errorMessage(error)}`;
          setFailed(message);
          console.error(message);
        },
      },
    );
  };
  return { select, failed };
}

function WeekRequestsBell({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const list = useWeekRequests({ page: 1, unread: true, pageSize: 20 });
  const { select, failed } = useMarkOnSelect(t('dev.markReadFailed'));
  const name = t('dev.bell.weekRequests');
  return (
    <NotificationBell
      name={name}
      accessibleName={t('dev.bell.named', { name, count })}
      badge={count > 0 ? badgeText(count) : ''}
      icon={<Mail />}
      open={open}
      onOpenChange={setOpen}
    >
      {failed ? <BellNote tone="error">{failed}</BellNote> : null}
      {list.isPending ? (
        <BellNote>{t('dev.bell.loading')}</BellNote>
      ) : list.isError ? (
        <BellNote tone="error">{t('dev.bell.loadFailed', { message: errorMessage(list.error) })}</BellNote>
      ) : list.data.items.length === 0 ? (
        <BellNote>{t('dev.bell.noWeekRequests')}</BellNote>
      ) : (
        <>
          <BellNote>{t('dev.bell.markHint')}</BellNote>
          <ul>
            {list.data.items.map((r) => (
              <li key={r.id}>
                <BellItem
                  unread={!r.isRead}
                  title={`${r.name} · ${r.preferredLocation}`}
                  detail={`${formatDay(r.startDate)} – ${formatDay(r.endDate)} · ${r.email}`}
                  onSelect={r.isRead ? undefined : () => select('weekRequest', r.id)}
                />
              </li>
            ))}
          </ul>
          {list.data.total > list.data.items.length ? (
            <BellNote>{t('dev.bell.more', { count: list.data.total - list.data.items.length })}</BellNote>
          ) : null}
        </>
      )}
    </NotificationBell>
  );
}

function InterestsBell({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const list = useInbox({ page: 1, unread: true, pageSize: 20 });
  const { select, failed } = useMarkOnSelect(t('dev.markInterestReadFailed'));
  const name = t('dev.bell.interests');
  return (
    <NotificationBell
      name={name}
      accessibleName={t('dev.bell.named', { name, count })}
      badge={count > 0 ? badgeText(count) : ''}
      icon={<Inbox />}
      open={open}
      onOpenChange={setOpen}
    >
      {failed ? <BellNote tone="error">{failed}</BellNote> : null}
      {list.isPending ? (
        <BellNote>{t('dev.bell.loading')}</BellNote>
      ) : list.isError ? (
        <BellNote tone="error">{t('dev.bell.loadFailed', { message: errorMessage(list.error) })}</BellNote>
      ) : list.data.items.length === 0 ? (
        <BellNote>{t('dev.bell.noInterests')}</BellNote>
      ) : (
        <>
          <BellNote>{t('dev.bell.markHint')}</BellNote>
          <ul>
            {list.data.items.map((m) => (
              <li key={`${m.kind}-${m.id}`}>
                <BellItem
                  unread={!m.isRead}
                  title={m.email}
                  detail={
                    m.week
                      ? `${m.week.resortName} · ${formatDay(m.week.fromDate)} – ${formatDay(m.week.toDate)}`
                      : m.propertyListing
                        ? `${m.propertyListing.hotelName} · ${m.propertyListing.location}`
                        : m.message
                  }
                  onSelect={m.isRead ? undefined : () => select(m.kind, m.id)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </NotificationBell>
  );
}

function ListingsBell({ count, since }: { count: number; since?: string }) {
  const bell = useTimedBell(LAST_VIEW_KEYS.listings);
  const list = useNewListings(since, bell.open);
  const name = t('dev.bell.newListings');
  return (
    <NotificationBell
      name={name}
      accessibleName={t('dev.bell.named', { name, count })}
      badge={count > 0 ? badgeText(count) : ''}
      icon={<Sparkles />}
      {...bell}
    >
      {list.isPending ? (
        <BellNote>{t('dev.bell.loading')}</BellNote>
      ) : list.isError ? (
        <BellNote tone="error">{t('dev.bell.loadFailed', { message: errorMessage(list.error) })}</BellNote>
      ) : list.data.items.length === 0 ? (
        <BellNote>{t('dev.bell.noNewListings')}</BellNote>
      ) : (
        <ul>
          {list.data.items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <BellItem title={item.title} detail={`${item.detail} · ${formatInstantDay(item.createdAt)}`} />
            </li>
          ))}
        </ul>
      )}
    </NotificationBell>
  );
}

function SystemUpdateBell() {
  const [open, setOpen] = useState(false);
  const [viewed, store] = useStoredValue(LAST_VIEW_KEYS.pastWeeksNotice);
  const unread = viewed !== 'true';
  const name = t('dev.bell.systemUpdate');
  return (
    <NotificationBell
      name={name}
      accessibleName={unread ? t('dev.bell.systemUpdateNamed') : t('dev.bell.systemUpdateRead')}
      badge={unread ? '!' : ''}
      icon={<Info />}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) store('true');
      }}
    >
      <div className="space-y-1 p-2 text-sm">
        <p className="font-semibold">{t('dev.bell.systemUpdateTitle')}</p>
        <p className="text-muted-foreground">{t('dev.bell.systemUpdateBody')}</p>
      </div>
    </NotificationBell>
  );
}

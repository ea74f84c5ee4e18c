import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { FileSignature, Inbox, Info, Mail, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type ReferenceNames, useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage, isHandledFailure } from '#src/client/lib/api.ts';
import { formatDay, formatInstantDay } from '#src/client/lib/format-date.ts';
import type { WeekRequest } from '#src/shared/contracts/leads.ts';
import type {
  DashboardSummary,
  InboxPage,
  NewListingsResponse,
  Page,
  StaffContract,
} from '#src/shared/contracts/staff.ts';
import { ownerNameOf } from '../lib/owner-name';
import {
  inboxQuery,
  type LeadRef,
  newContractsQuery,
  newListingsQuery,
  useMarkRead,
  weekRequestsQuery,
} from './api';
import { LAST_VIEW_KEYS, storeValue, useStoredValue } from './last-view';
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
      <ListBell spec={NEW_CONTRACTS} count={bells?.newContracts ?? 0} since={since} />
      <ListBell spec={WEEK_REQUESTS} count={bells?.unreadWeekRequests ?? 0} since={since} />
      <ListBell spec={INTERESTS} count={bells?.unreadInterests ?? 0} since={since} />
      <ListBell spec={NEW_LISTINGS} count={bells?.newListings ?? 0} since={since} />
      <SystemUpdateBell />
    </nav>
  );
}

/** One line of a bell's list; a lead's line marks it read when selected, while it is unread. */
interface BellLine {
  key: string | number;
  title: string;
  detail: string;
  lead?: LeadRef & { isRead: boolean };
}

/** What a bell lists and how. */
interface BellSpec<P extends { items: unknown[]; total: number }> {
  name: () => string;
  icon: ReactNode;
  /** Its list, asked with whether the popover is open and the browser's last views. */
  query: (open: boolean, since: Since) => UseQueryOptions<P, Error, P, QueryKey>;
  /** A line of its list; reference names (a destination) in the reader's language through `names`. */
  line: (item: P['items'][number], names: ReferenceNames) => BellLine;
  empty: () => string;
  /** A bell that counts what is newer than its last view: closing it stores now here. */
  viewKey?: (typeof LAST_VIEW_KEYS)['contracts' | 'listings'];
  /** A bell of unread leads: what a failure to mark one read says. */
  markFailed?: () => string;
  /** Whether it says how many more there are than it lists. */
  more?: boolean;
}

const NEW_CONTRACTS: BellSpec<Page<StaffContract>> = {
  name: () => t('dev.bell.newContracts'),
  icon: <FileSignature />,
  query: (open, since) => newContractsQuery(since.contracts, open),
  line: (c) => ({
    key: c.id,
    title: `${c.contractName} · ${c.contractNumber}`,
    detail: `${ownerNameOf(c, t('dev.unknownUser'))} · ${formatInstantDay(c.createdAt)}`,
  }),
  empty: () => t('dev.bell.noNewContracts'),
  viewKey: LAST_VIEW_KEYS.contracts,
};

const WEEK_REQUESTS: BellSpec<Page<WeekRequest>> = {
  name: () => t('dev.bell.weekRequests'),
  icon: <Mail />,
  query: () => weekRequestsQuery({ page: 1, unread: true, pageSize: 20 }),
  line: (r, names) => ({
    key: r.id,
    title: `${r.name} · ${names.text(r.preferredLocation)}`,
    detail: `${formatDay(r.startDate)} – ${formatDay(r.endDate)} · ${r.email}`,
    lead: { kind: 'weekRequest', id: r.id, isRead: r.isRead },
  }),
  empty: () => t('dev.bell.noWeekRequests'),
  markFailed: () => t('dev.markReadFailed'),
  more: true,
};

const INTERESTS: BellSpec<InboxPage> = {
  name: () => t('dev.bell.interests'),
  icon: <Inbox />,
  query: () => inboxQuery({ page: 1, unread: true, pageSize: 20 }),
  line: (m) => ({
    key: `${m.kind}-${m.id}`,
    title: m.email,
    detail: m.week
      ? `${m.week.resortName} · ${formatDay(m.week.fromDate)} – ${formatDay(m.week.toDate)}`
      : m.propertyListing
        ? `${m.propertyListing.hotelName} · ${m.propertyListing.location}`
        : m.message,
    lead: { kind: m.kind, id: m.id, isRead: m.isRead },
  }),
  empty: () => t('dev.bell.noInterests'),
  markFailed: () => t('dev.markInterestReadFailed'),
};

const NEW_LISTINGS: BellSpec<NewListingsResponse> = {
  name: () => t('dev.bell.newListings'),
  icon: <Sparkles />,
  query: (open, since) => newListingsQuery(since.listings, open),
  line: (item) => ({
    key: `${item.kind}-${item.id}`,
    title: item.title,
    detail: [
      item.detail,
      item.fromDate && item.toDate ? `${formatDay(item.fromDate)} – ${formatDay(item.toDate)}` : null,
      formatInstantDay(item.createdAt),
    ]
      .filter(Boolean)
      .join(' · '),
  }),
  empty: () => t('dev.bell.noNewListings'),
  viewKey: LAST_VIEW_KEYS.listings,
};

/** Marks a lead read on selection; a failure is said in the popover, not in a toast. */
function useMarkOnSelect(failure: string) {
  const mark = useMarkRead();
  const [failed, setFailed] = useState<string | null>(null);
  const select = (lead: LeadRef) => {
    setFailed(null);
    mark.mutate(lead, {
      onError: (error) => {
        const message = `${failure}: ${errorMessage(error)}`;
        setFailed(message);
        // A refusal is said in the popover; only an unexpected failure is the page's own error.
        if (!isHandledFailure(error)) console.error(message);
      },
    });
  };
  return { select, failed };
}

/** A counted bell: the count in its badge and name, its list in the popover. */
function ListBell<P extends { items: unknown[]; total: number }>({
  spec,
  count,
  since,
}: {
  spec: BellSpec<P>;
  count: number;
  since: Since;
}) {
  const [open, setOpen] = useState(false);
  const list = useQuery(spec.query(open, since));
  const names = useReferenceNames();
  const { select, failed } = useMarkOnSelect(spec.markFailed?.() ?? '');
  const name = spec.name();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && spec.viewKey) storeValue(spec.viewKey, new Date().toISOString());
  };
  return (
    <NotificationBell
      name={name}
      accessibleName={t('dev.bell.named', { name, count })}
      badge={count > 0 ? badgeText(count) : ''}
      icon={spec.icon}
      open={open}
      onOpenChange={onOpenChange}
    >
      {failed ? <BellNote tone="error">{failed}</BellNote> : null}
      {list.isPending ? (
        <BellNote>{t('dev.bell.loading')}</BellNote>
      ) : list.isError ? (
        <BellNote tone="error">{t('dev.bell.loadFailed', { message: errorMessage(list.error) })}</BellNote>
      ) : list.data.items.length === 0 ? (
        <BellNote>{spec.empty()}</BellNote>
      ) : (
        <>
          {spec.markFailed ? <BellNote>{t('dev.bell.markHint')}</BellNote> : null}
          <ul>
            {list.data.items
              .map((item) => spec.line(item, names))
              .map(({ key, title, detail, lead }) => (
                <li key={key}>
                  <BellItem
                    unread={lead && !lead.isRead}
                    title={title}
                    detail={detail}
                    onSelect={lead && !lead.isRead ? () => select(lead) : undefined}
                  />
                </li>
              ))}
          </ul>
          {spec.more && list.data.total > list.data.items.length ? (
            <BellNote>{t('dev.bell.more', { count: list.data.total - list.data.items.length })}</BellNote>
          ) : null}
        </>
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

import { Inbox } from 'lucide-react';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { type ReferenceNames, useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { formatDay, formatInstantDay } from '#src/client/lib/format-date.ts';
import type { InboxItem } from '#src/shared/contracts/staff.ts';
import { useInbox } from './api';
import { LeadListSection } from './lead-list-section';

/** What an interest is about: the week (resort, place, dates) or the property listing. */
function aboutOf(item: InboxItem, names: ReferenceNames) {
  if (item.week) {
    const { resortName, locationName, fromDate, toDate } = item.week;
    return t('dev.inbox.aboutWeek', {
      resort: resortName,
      location: names.text(locationName),
      from: formatDay(fromDate),
      to: formatDay(toDate),
    });
  }
  if (!item.propertyListing) return null;
  const { hotelName, location, unitSize } = item.propertyListing;
  return t('dev.inbox.aboutProperty', {
    hotel: hotelName,
    location: names.text(location),
    unitSize: names.text(unitSize),
  });
}

/** Interests Inbox: week and property interests, newest first; unread ones marked 'New'. */
export function InterestsInbox() {
  const names = useReferenceNames();
  const list = useListParams('inbox', []);
  const inbox = useInbox({ page: list.page });
  return (
    <LeadListSection<InboxItem>
      id="interests-inbox"
      icon={<Inbox />}
      title={t('dev.inbox.title')}
      count={(total) => t('dev.inbox.count', { count: total })}
      query={inbox}
      list={list}
      label={t('dev.inbox.label')}
      empty={t('dev.inbox.empty')}
      getKey={(item) => `${item.kind}-${item.id}`}
      actions={{
        refOf: (item) => ({ kind: item.kind, id: item.id }),
        confirm: (item) =>
          item.kind === 'week' ? t('dev.inbox.confirmWeek') : t('dev.inbox.confirmProperty'),
        describe: (item) => `${item.email}: “${item.message.slice(0, 120)}”`,
        deleted: (item) =>
          item.kind === 'week' ? t('dev.inbox.weekDeleted') : t('dev.inbox.propertyDeleted'),
        // A failed delete of a lead shows no toast; it is said above the list instead.
        deleteFailed: t('dev.deleteInterestFailed'),
        markFailed: t('dev.markInterestReadFailed'),
      }}
      name={(item) => item.email}
      heading={(item) => item.email}
      details={(item) => (
        <>
          <p className="text-muted-foreground">{aboutOf(item, names)}</p>
          <p className="whitespace-pre-line">{item.message}</p>
          <p className="text-xs text-muted-foreground">
            {t('dev.inbox.received', { date: formatInstantDay(item.createdAt) })}
          </p>
        </>
      )}
    />
  );
}

import { Inbox, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '#src/client/components/lists/paged-list.tsx';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Button } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { formatDay, formatInstantDay } from '#src/client/lib/format-date.ts';
import type { InboxItem } from '#src/shared/contracts/staff.ts';
import { NewBadge, StaffRow, StaffSection } from '../components/staff-section';
import { useDeleteLead, useInbox, useMarkRead } from './api';
import { toastSuccess } from './toasts';

/** Interests Inbox: week and property interests, newest first; unread ones marked 'New'. */
export function InterestsInbox() {
  const list = useListParams('inbox', []);
  const inbox = useInbox({ page: list.page });
  const remove = useDeleteLead();
  const mark = useMarkRead();
  const [failure, setFailure] = useState<string | null>(null);
  const del = useConfirmedDelete<InboxItem>({
    remove: (item) => remove.mutateAsync({ kind: item.kind, id: item.id }),
    title: (item) => (item.kind === 'week' ? t('dev.inbox.confirmWeek') : t('dev.inbox.confirmProperty')),
    description: (item) => `${item.email}: “${item.message.slice(0, 120)}”`,
    onDone: (item) => {
      setFailure(null);
      toastSuccess(item.kind === 'week' ? t('dev.inbox.weekDeleted') : t('dev.inbox.propertyDeleted'));
    },
    // A failed delete of a lead shows no toast; it is said here instead.
    onError: (_item, error) => setFailure(`${t('dev.deleteInterestFailed')}: ${errorMessage(error)}`),
  });

  return (
    <StaffSection
      id="interests-inbox"
      icon={<Inbox />}
      title={t('dev.inbox.title')}
      count={inbox.data ? t('dev.inbox.count', { count: formatCount(inbox.data.total) }) : undefined}
    >
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <PagedList
        query={inbox}
        page={list.page}
        hrefFor={list.hrefFor}
        label={t('dev.inbox.label')}
        empty={t('dev.inbox.empty')}
        scrollClassName="max-h-[700px]"
        getKey={(item) => `${item.kind}-${item.id}`}
        renderItem={(item) => (
          <StaffRow
            actions={
              <>
                {!item.isRead ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('dev.markReadNamed', { email: item.email })}
                    onClick={() =>
                      mark.mutate(
                        { kind: item.kind, id: item.id },
                        {
                          onError: (error) =>
                            setFailure(`${t('dev.markInterestReadFailed')}: ${errorMessage(error)}`),
                        },
                      )
                    }
                  >
                    {t('dev.markRead')}
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive hover:bg-destructive/10"
                  aria-label={t('dev.deleteNamed', { name: item.email })}
                  onClick={(event) => del.ask(item, event.currentTarget)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </>
            }
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {!item.isRead ? <NewBadge label={t('dev.new')} /> : null}
              {item.email}
            </p>
            <p className="text-muted-foreground">
              {item.week
                ? t('dev.inbox.aboutWeek', {
                    resort: item.week.resortName,
                    location: item.week.locationName,
                    from: formatDay(item.week.fromDate),
                    to: formatDay(item.week.toDate),
                  })
                : item.propertyListing
                  ? t('dev.inbox.aboutProperty', {
                      hotel: item.propertyListing.hotelName,
                      location: item.propertyListing.location,
                      unitSize: item.propertyListing.unitSize,
                    })
                  : null}
            </p>
            <p className="whitespace-pre-line">{item.message}</p>
            <p className="text-xs text-muted-foreground">
              {t('dev.inbox.received', { date: formatInstantDay(item.createdAt) })}
            </p>
          </StaffRow>
        )}
      />
      {del.dialog}
    </StaffSection>
  );
}

import { Mail, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PagedList } from '#src/client/components/lists/paged-list.tsx';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Button } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { formatDay, formatInstantDay } from '#src/client/lib/format-date.ts';
import type { WeekRequest } from '#src/shared/contracts/leads.ts';
import { NewBadge, StaffRow, StaffSection } from '../components/staff-section';
import { useDeleteLead, useMarkRead, useWeekRequests } from './api';
import { toastSuccess } from './toasts';

/** Week Requests: what visitors asked for and could not find, newest first. */
export function WeekRequestsSection() {
  const list = useListParams('requests', []);
  const requests = useWeekRequests({ page: list.page });
  const remove = useDeleteLead();
  const mark = useMarkRead();
  const [failure, setFailure] = useState<string | null>(null);
  const del = useConfirmedDelete<WeekRequest>({
    remove: (r) => remove.mutateAsync({ kind: 'weekRequest', id: r.id }),
    title: t('dev.requests.confirm'),
    description: (r) =>
      `${r.name} · ${r.preferredLocation} · ${formatDay(r.startDate)} – ${formatDay(r.endDate)}`,
    onDone: () => {
      setFailure(null);
      toastSuccess(t('dev.requests.deleted'));
    },
    onError: (_r, error) => setFailure(`${t('dev.deleteRequestFailed')}: ${errorMessage(error)}`),
  });

  return (
    <StaffSection
      id="week-requests"
      icon={<Mail />}
      title={t('dev.requests.title')}
      count={requests.data ? t('dev.requests.count', { count: formatCount(requests.data.total) }) : undefined}
    >
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <PagedList
        query={requests}
        page={list.page}
        hrefFor={list.hrefFor}
        label={t('dev.requests.label')}
        empty={t('dev.requests.empty')}
        scrollClassName="max-h-[700px]"
        getKey={(r) => r.id}
        renderItem={(r) => (
          <StaffRow
            actions={
              <>
                {!r.isRead ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('dev.markReadNamed', { email: r.email })}
                    onClick={() =>
                      mark.mutate(
                        { kind: 'weekRequest', id: r.id },
                        {
                          onError: (error) =>
                            setFailure(`${t('dev.markReadFailed')}: ${errorMessage(error)}`),
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
                  aria-label={t('dev.deleteNamed', { name: r.name })}
                  onClick={(event) => del.ask(r, event.currentTarget)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </>
            }
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {!r.isRead ? <NewBadge label={t('dev.new')} /> : null}
              {r.name}
              <a
                href={`mailto:${r.email}`}
                className="font-normal text-primary underline-offset-2 hover:underline"
              >
                {r.email}
              </a>
            </p>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">{t('dev.requests.location')}</dt>
              <dd>{r.preferredLocation}</dd>
              <dt className="text-muted-foreground">{t('dev.requests.dates')}</dt>
              <dd>
                {formatDay(r.startDate)} – {formatDay(r.endDate)}
              </dd>
              <dt className="text-muted-foreground">{t('dev.requests.details')}</dt>
              <dd className="whitespace-pre-line">{r.additionalDetails || t('dev.requests.noDetails')}</dd>
            </dl>
            <p className="text-xs text-muted-foreground">
              {t('dev.requests.requestedOn', { date: formatInstantDay(r.createdAt) })}
            </p>
          </StaffRow>
        )}
      />
      {del.dialog}
    </StaffSection>
  );
}

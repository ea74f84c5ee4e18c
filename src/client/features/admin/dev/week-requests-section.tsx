import { Mail } from 'lucide-react';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { formatDay, formatInstantDay } from '#src/client/lib/format-date.ts';
import type { WeekRequest } from '#src/shared/contracts/leads.ts';
import { useWeekRequests } from './api';
import { LeadListSection } from './lead-list-section';

const datesOf = (r: WeekRequest) => `${formatDay(r.startDate)} – ${formatDay(r.endDate)}`;

/** Week Requests: what visitors asked for and could not find, newest first. */
export function WeekRequestsSection() {
  const list = useListParams('requests', []);
  const requests = useWeekRequests({ page: list.page });
  const names = useReferenceNames();
  return (
    <LeadListSection<WeekRequest>
      id="week-requests"
      icon={<Mail />}
      title={t('dev.requests.title')}
      count={(total) => t('dev.requests.count', { count: total })}
      query={requests}
      list={list}
      label={t('dev.requests.label')}
      empty={t('dev.requests.empty')}
      getKey={(r) => r.id}
      actions={{
        refOf: (r) => ({ kind: 'weekRequest', id: r.id }),
        confirm: t('dev.requests.confirm'),
        describe: (r) => `${r.name} · ${names.text(r.preferredLocation)} · ${datesOf(r)}`,
        deleted: () => t('dev.requests.deleted'),
        deleteFailed: t('dev.deleteRequestFailed'),
        markFailed: t('dev.markReadFailed'),
      }}
      name={(r) => r.name}
      heading={(r) => (
        <>
          {r.name}
          <a
            href={`mailto:${r.email}`}
            className="font-normal text-primary underline-offset-2 hover:underline"
          >
            {r.email}
          </a>
        </>
      )}
      details={(r) => (
        <>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">{t('dev.requests.location')}</dt>
            <dd>{names.text(r.preferredLocation)}</dd>
            <dt className="text-muted-foreground">{t('dev.requests.dates')}</dt>
            <dd>{datesOf(r)}</dd>
            <dt className="text-muted-foreground">{t('dev.requests.details')}</dt>
            <dd className="whitespace-pre-line">{r.additionalDetails || t('dev.requests.noDetails')}</dd>
          </dl>
          <p className="text-xs text-muted-foreground">
            {t('dev.requests.requestedOn', { date: formatInstantDay(r.createdAt) })}
          </p>
        </>
      )}
    />
  );
}

import { Flag } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '#src/client/components/lists/paged-list.tsx';
import { useMyReports } from '#src/client/features/moderation/api.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import type { MyReport } from '#src/shared/contracts/moderation.ts';
import { moderationMessages } from '#src/shared/i18n/en/moderation.ts';
import type { ReportStatus } from '#src/shared/moderation/rules.ts';
import { DashboardSection } from './dashboard-section';

registerMessages(moderationMessages);

const PAGE = 'reportsPage';

/** The outcome's colour: under review is neutral, a removal green (the report was upheld), no action grey. */
const TONE: Record<ReportStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  hidden: 'bg-emerald-100 text-emerald-900',
  deactivated: 'bg-emerald-100 text-emerald-900',
  warned: 'bg-sky-100 text-sky-900',
  dismissed: 'bg-sand-100 text-sand-900',
};

/** The page of My reports the address asks for (`?reportsPage=2`), and the addresses of the others. */
function useReportsPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get(PAGE) ?? '1', 10) || 1);
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set(PAGE, String(target));
    else next.delete(PAGE);
    return `?${next}#my-reports`;
  };
  return { page, hrefFor, reports: useMyReports(page) } as const;
}

/**
 * 'My reports' on My Dashboard: each listing this person reported, newest first, with what our team
 * decided (never who decided nor their note). Shown only to people who have reported something.
 */
export function MyReportsSection() {
  const { page, hrefFor, reports } = useReportsPage();
  if (reports.data && reports.data.total === 0 && page === 1) return null;
  return (
    <DashboardSection
      id="my-reports"
      icon={<Flag />}
      title={t('myReports.title')}
      count={reports.data?.total}
    >
      <PagedList<MyReport>
        query={reports}
        page={page}
        hrefFor={hrefFor}
        label={t('myReports.label')}
        empty={t('myReports.empty')}
        countLine={(shown, total) =>
          t('myReports.showing', { shown: formatCount(shown), total: formatCount(total) })
        }
        getKey={(r) => r.id}
        renderItem={(r) => <ReportRow report={r} />}
      />
    </DashboardSection>
  );
}

function ReportRow({ report: r }: { report: MyReport }) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
        <p className="font-semibold">
          {r.item.link ? (
            <Link to={r.item.link} className="text-primary underline-offset-4 hover:underline">
              {r.item.summary}
            </Link>
          ) : r.item.exists ? (
            r.item.summary
          ) : (
            t('myReports.gone')
          )}
        </p>
        <p className="text-muted-foreground">
          {t(`report.reason.${r.reason}`)} · {t('myReports.sent', { date: formatInstantDay(r.createdAt) })}
          {r.decidedAt ? ` · ${t('myReports.decided', { date: formatInstantDay(r.decidedAt) })}` : ''}
        </p>
        {r.text ? <p className="line-clamp-2 text-muted-foreground">“{r.text}”</p> : null}
      </div>
      <span
        className={cn(
          'inline-flex shrink-0 items-center self-start rounded-full px-2.5 py-1 text-xs font-semibold',
          TONE[r.status],
        )}
      >
        {t(`myReports.status.${r.status}`)}
      </span>
    </div>
  );
}

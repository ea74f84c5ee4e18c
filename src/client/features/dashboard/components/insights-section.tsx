import { CalendarCheck, Eye, Heart, type LucideIcon, TrendingUp, Users } from 'lucide-react';
import { RetryPanel } from '#src/client/components/ui/state-panel.tsx';
import { useInsightsSummary } from '#src/client/features/weeks/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { DashboardSection } from './dashboard-section';

/**
 * 'How your weeks are doing' (docs/decisions/068): people who viewed the owner's weeks in 30 days,
 * the interested, the paid bookings and the people looking for the weeks still on offer; each week's
 * own figures are on its card. Shown to owners who hold weeks.
 */
export function InsightsSection({ holdsWeeks }: { holdsWeeks: boolean }) {
  const summary = useInsightsSummary(holdsWeeks);
  if (!holdsWeeks) return null;
  return (
    <DashboardSection id="insights" icon={<TrendingUp />} title={t('insights.summary.title')}>
      {summary.isPending ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <p role="status" className="sr-only">
            {t('insights.summary.loading')}
          </p>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-muted" />
          ))}
        </div>
      ) : summary.isError ? (
        <RetryPanel
          title={t('insights.summary.failed')}
          hint={t('owner.loadFailedHint')}
          retryLabel={t('owner.tryAgain')}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Tile
            icon={Eye}
            label={t('insights.summary.views')}
            value={summary.data.views}
            hint={t('insights.summary.viewsHint')}
          />
          <Tile
            icon={Heart}
            label={t('insights.summary.interests')}
            value={summary.data.interests}
            hint={t('insights.summary.interestsHint')}
          />
          <Tile
            icon={CalendarCheck}
            label={t('insights.summary.bookings')}
            value={summary.data.bookings}
            hint={t('insights.summary.bookingsHint')}
          />
          <Tile
            icon={Users}
            label={t('insights.summary.demand')}
            value={summary.data.demand}
            hint={
              summary.data.weeksOnOffer === 1
                ? t('insights.summary.demandHintOne')
                : t('insights.summary.demandHint', { count: formatCount(summary.data.weeksOnOffer) })
            }
          />
        </dl>
      )}
    </DashboardSection>
  );
}

function Tile({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  hint: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4 shadow-card">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-2xl font-bold tracking-tight tabular-nums">{formatCount(value)}</dd>
      <dd className="text-xs text-muted-foreground">{hint}</dd>
    </div>
  );
}

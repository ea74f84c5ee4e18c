import { Building2, CalendarDays, FileSignature, Home, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatCount } from '#src/client/lib/format.ts';
import type { DashboardSummary } from '#src/shared/contracts/staff.ts';

/** The six cards of the Dev Dashboard, from the one summary request. */
export function SummaryCards({ summary, error }: { summary?: DashboardSummary; error?: unknown }) {
  const cards: [string, ReactNode, number | undefined][] = [
    [t('dev.cards.brands'), <Building2 key="b" />, summary?.totalBrands],
    [t('dev.cards.locations'), <MapPin key="l" />, summary?.totalLocations],
    [t('dev.cards.availableWeeks'), <CalendarDays key="w" />, summary?.totalAvailableWeeks],
    [t('dev.cards.newWeekRequests'), <Mail key="r" />, summary?.newWeekRequests],
    [t('dev.cards.propertiesForSale'), <Home key="p" />, summary?.propertiesForSale],
    [t('dev.cards.contracts'), <FileSignature key="c" />, summary?.totalContracts],
  ];
  return (
    <section aria-label={t('dev.cards.label')} className="space-y-2">
      {error && !summary ? (
        <p role="alert" className="text-sm text-destructive">
          {t('dev.cards.loadFailed', { message: errorMessage(error) })}
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {cards.map(([label, icon, value]) => (
          <li key={label} className="rounded-2xl border border-border bg-surface p-4 shadow-card">
            <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
              <span aria-hidden="true" className="text-primary">
                {icon}
              </span>
              {label}
            </p>
            <p className="mt-2 text-2xl font-bold tabular-nums" aria-busy={value === undefined || undefined}>
              {value === undefined ? (
                <span className="inline-block h-7 w-16 animate-pulse rounded bg-muted" />
              ) : (
                formatCount(value)
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

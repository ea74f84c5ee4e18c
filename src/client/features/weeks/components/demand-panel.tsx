import { Users } from 'lucide-react';
import { localName, useLocations } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { useDemand } from '../api';
import { InsightPanel, InsightSkeleton } from './insight-panel';

/**
 * How many people are looking for the destination around the week's dates (docs/decisions/068),
 * beside the add-week form once the destination and the start are chosen.
 */
export function DemandPanel({
  locationId,
  resortId,
  fromDate,
}: {
  locationId?: number;
  resortId?: number;
  fromDate?: string;
}) {
  const demand = useDemand({ locationId, resortId, fromDate });
  const locations = useLocations();
  const place = locations.data?.find((l) => l.id === locationId);
  const location = place ? localName(place) : '';
  const ready = locationId !== undefined && !!fromDate;
  return (
    <InsightPanel id="demand" icon={<Users />} title={t('insights.demand.title')}>
      {!ready ? (
        <p className="text-sm text-muted-foreground">{t('insights.demand.chooseFirst')}</p>
      ) : demand.isPending ? (
        <InsightSkeleton label={t('insights.demand.loading')} rows={1} />
      ) : demand.isError ? (
        <p className="text-sm text-destructive">{t('insights.demand.failed')}</p>
      ) : (
        <div className="space-y-1">
          <p role="status" className="text-base font-semibold text-foreground">
            {demand.data.people === 0
              ? t('insights.demand.nobody', { location })
              : demand.data.people === 1
                ? t('insights.demand.peopleOne', { location })
                : t('insights.demand.people', { count: formatCount(demand.data.people), location })}
          </p>
          <p className="text-sm text-muted-foreground">{t('insights.demand.hint')}</p>
        </div>
      )}
    </InsightPanel>
  );
}

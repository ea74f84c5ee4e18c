import { TrendingUp } from 'lucide-react';
import { priceLines } from '#src/client/components/ui/price.tsx';
import { t } from '#src/client/i18n/index.ts';
import { useSiteConfig } from '#src/client/lib/site-config.ts';
import type { PriceFigures, PriceGuidance, PriceSample } from '#src/shared/contracts/insights.ts';
import { usePriceGuidance } from '../api';
import { InsightPanel, InsightSkeleton } from './insight-panel';

/** A whole-dollar price as the reader's language writes it (pesos first in Spanish, decision 063). */
function usePriceText() {
  const rate = useSiteConfig().data?.exchangeRate ?? null;
  return (dollars: number) => priceLines(dollars * 100, rate);
}

/** Where the owner's price falls among what owners ask: under the middle half, in it, or over it. */
function placeOf(price: number, figures: PriceFigures) {
  if (price < figures.p25) return 'insights.guidance.below' as const;
  if (price > figures.p75) return 'insights.guidance.above' as const;
  return 'insights.guidance.within' as const;
}

/**
 * What similar weeks ask and get (docs/decisions/068), beside the add-week form once the unit type
 * and the start are chosen: the median, the middle half and the whole range of the asked prices and,
 * apart, of the booked ones, each with how many weeks it rests on, or 'too few' below the minimum;
 * and where the price typed falls among the asked ones.
 */
export function PriceGuidancePanel({
  unitTypeId,
  fromDate,
  price,
  weekId,
}: {
  /** The owner's listed week, when the panel is about it (My Dashboard): left out of the comparables. */
  weekId?: number;
  unitTypeId?: number;
  fromDate?: string;
  /** The price typed so far, in dollars (nothing while the box is empty or unreadable). */
  price?: number;
}) {
  const guidance = usePriceGuidance(unitTypeId, fromDate, weekId);
  const ready = unitTypeId !== undefined && !!fromDate;
  return (
    <InsightPanel id="price-guidance" icon={<TrendingUp />} title={t('insights.guidance.title')}>
      {!ready ? (
        <p className="text-sm text-muted-foreground">{t('insights.guidance.chooseFirst')}</p>
      ) : guidance.isPending ? (
        <InsightSkeleton label={t('insights.guidance.loading')} rows={2} />
      ) : guidance.isError ? (
        <p className="text-sm text-destructive">{t('insights.guidance.failed')}</p>
      ) : (
        <GuidanceFigures guidance={guidance.data} price={price} />
      )}
    </InsightPanel>
  );
}

function GuidanceFigures({ guidance, price }: { guidance: PriceGuidance; price?: number }) {
  const asked = guidance.asked.figures;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{t('insights.guidance.lead')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Sample title={t('insights.guidance.asked')} sample={guidance.asked} minimum={guidance.minimum} />
        <Sample title={t('insights.guidance.booked')} sample={guidance.booked} minimum={guidance.minimum} />
      </div>
      {asked && price !== undefined ? (
        <p role="status" className="text-sm font-medium text-foreground">
          {t(placeOf(price, asked))}
        </p>
      ) : null}
    </div>
  );
}

function Sample({ title, sample, minimum }: { title: string; sample: PriceSample; minimum: number }) {
  const text = usePriceText();
  const figures = sample.figures;
  return (
    <div className="space-y-2 rounded-lg border border-border bg-background p-3">
      <h4 className="text-sm font-semibold">{title}</h4>
      {figures ? (
        <>
          <dl className="grid gap-1 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <dt className="text-muted-foreground">{t('insights.guidance.median')}</dt>
              <dd className="text-lg font-bold tabular-nums">{text(figures.median).main}</dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <dt className="text-muted-foreground">{t('insights.guidance.middle')}</dt>
              <dd className="font-medium tabular-nums">
                {t('insights.guidance.between', {
                  low: text(figures.p25).main,
                  high: text(figures.p75).main,
                })}
              </dd>
            </div>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <dt className="text-muted-foreground">{t('insights.guidance.range')}</dt>
              <dd className="tabular-nums">
                {t('insights.guidance.between', {
                  low: text(figures.low).main,
                  high: text(figures.high).main,
                })}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted-foreground">
            {sample.count === 1
              ? t('insights.guidance.basedOnOne')
              : t('insights.guidance.basedOn', { count: sample.count })}
            {text(figures.median).beside ? ` · ${text(figures.median).beside}` : ''}
          </p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('insights.guidance.tooFew', { count: sample.count, minimum })}
        </p>
      )}
    </div>
  );
}

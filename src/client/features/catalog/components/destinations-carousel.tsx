import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';
import { scrollBehavior } from '#src/client/lib/reduced-motion.ts';
import type { LocationAvailability } from '#src/shared/contracts/catalog.ts';
import { useLocationAvailability, useLocations } from '../api';
import { type Availability, DestinationCard } from './destination-card';

/** One card per view on phones, two from 640 px, three from 1024 px (spec 000 §2); 1 rem apart. */
const SLIDE = 'shrink-0 basis-full sm:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)]';

function availabilityOf(
  id: number,
  query: { isPending: boolean; isError: boolean; data?: LocationAvailability[] },
): Availability {
  if (query.isPending) return { state: 'loading' };
  if (query.isError || !query.data) return { state: 'error' };
  return { state: 'loaded', weeks: query.data.find((row) => row.id === id)?.availableWeeks ?? 0 };
}

/** 'Our Destinations': the location cards in a scroll-snapping row with previous and next buttons. */
export function DestinationsCarousel() {
  const locations = useLocations();
  const availability = useLocationAvailability();
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
  }, []);

  const count = locations.data?.length ?? 0;
  useEffect(() => {
    const el = scroller.current;
    if (!el || count === 0) return;
    measure();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    const resize = new ResizeObserver(onScroll);
    resize.observe(el);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, [count, measure]);

  /** One card along; the snap points keep the row aligned to a card's edge. */
  const step = (direction: 1 | -1) => {
    const el = scroller.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0;
    el.scrollBy({ left: direction * (card.offsetWidth + gap), behavior: scrollBehavior() });
  };

  return (
    <section
      aria-labelledby="destinations-title"
      className="mx-auto w-full max-w-7xl px-4 pt-14 sm:px-6 lg:pt-20"
    >
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2">
        <h2 id="destinations-title" className="text-3xl font-bold tracking-tight">
          {t('landing.destinationsTitle')}
        </h2>
        {locations.isPending || count > 0 ? (
          <div className="col-start-2 row-start-1 flex gap-2 sm:row-span-2 sm:self-end">
            <Button
              variant="outline"
              size="icon"
              className="rounded-full"
              aria-label={t('landing.destinationsPrevious')}
              aria-controls="destinations-track"
              disabled={count === 0 || edges.start}
              onClick={() => step(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="rounded-full"
              aria-label={t('landing.destinationsNext')}
              aria-controls="destinations-track"
              disabled={count === 0 || edges.end}
              onClick={() => step(1)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        ) : null}
        <p className="col-span-2 col-start-1 max-w-2xl text-muted-foreground sm:col-span-1">
          {t('landing.destinationsSubtitle')}
        </p>
      </div>

      <div className="mt-8">
        {locations.isPending ? (
          <div className="flex gap-4 overflow-hidden" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <div
                key={i}
                className={`${SLIDE} h-[400px] animate-pulse rounded-2xl bg-sand-100 ${i > 0 ? 'max-sm:hidden' : ''} ${i > 1 ? 'max-lg:hidden' : ''}`}
              />
            ))}
          </div>
        ) : locations.isError ? (
          <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-6">
            <p className="text-muted-foreground">{t('landing.destinationsError')}</p>
            <Button variant="outline" size="sm" onClick={() => locations.refetch()}>
              {t('landing.retry')}
            </Button>
          </div>
        ) : count === 0 ? (
          <p className="rounded-2xl border border-sand-200 bg-sand-50 p-6 text-muted-foreground">
            {t('landing.destinationsEmpty')}
          </p>
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: the ARIA carousel pattern: a group announced as a carousel, not a form fieldset.
          <div role="group" aria-roledescription={t('landing.carousel')} aria-labelledby="destinations-title">
            <div
              id="destinations-track"
              ref={scroller}
              className="-mx-2 flex snap-x snap-mandatory scroll-px-2 gap-4 overflow-x-auto overscroll-x-contain px-2 pb-3 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
            >
              {locations.data.map((location, index) => (
                // biome-ignore lint/a11y/useSemanticElements: each slide is a group announced as a slide (ARIA carousel pattern).
                <div
                  key={location.id}
                  role="group"
                  aria-roledescription={t('landing.slide')}
                  aria-label={t('landing.slidePosition', { index: index + 1, count })}
                  className={`${SLIDE} snap-start`}
                >
                  <DestinationCard
                    name={location.name}
                    availability={availabilityOf(location.id, availability)}
                  />
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { type CarouselOptions, useLazyCarousel } from '#src/client/components/ui/lazy-carousel.tsx';
import { t } from '#src/client/i18n/index.ts';
import { scrollBehavior } from '#src/client/lib/reduced-motion.ts';
import type { LocationAvailability } from '#src/shared/contracts/catalog.ts';
import { localName, useLocationAvailability, useLocations } from '../api';
import { type Availability, DestinationCard } from './destination-card';

/** The skeleton's cards: one per view on phones, two from 640 px, three from 1024 px; 1 rem apart. */
const SLIDE = 'shrink-0 basis-full sm:basis-[calc((100%-1rem)/2)] lg:basis-[calc((100%-2rem)/3)]';
/**
 * The row's slides, as many per view: each carries half the 1 rem gap on either side (the frame
 * reaches 0.5 rem past the section's edges), so Embla's snaps fall on the cards' edges.
 */
const SLIDE_IN_ROW = 'min-w-0 shrink-0 grow-0 basis-full px-2 sm:basis-1/2 lg:basis-1/3';
const ENGINE_OPTIONS: CarouselOptions = { align: 'start', containScroll: 'trimSnaps' };

function availabilityOf(
  id: number,
  query: { isPending: boolean; isError: boolean; data?: LocationAvailability[] },
): Availability {
  if (query.isPending) return { state: 'loading' };
  if (query.isError || !query.data) return { state: 'error' };
  return { state: 'loaded', weeks: query.data.find((row) => row.id === id)?.availableWeeks ?? 0 };
}

/**
 * 'Our Destinations': the location cards in a row with previous and next buttons, drawn by the
 * server; Embla takes the row over once the page is idle (or at once when reached for), so its
 * code is not part of the landing page's start.
 */
export function DestinationsCarousel() {
  const locations = useLocations();
  const availability = useLocationAvailability();
  // A trackpad's sideways swipe moves the row, as it scrolled the native row before Embla.
  const carousel = useLazyCarousel(ENGINE_OPTIONS, 0, { wheel: true });
  const { api, wake } = carousel;
  const count = locations.data?.length ?? 0;
  // As drawn: at the start; the end is known once Embla has measured the row.
  const [edges, setEdges] = useState({ start: true, end: count < 2 });

  useEffect(() => {
    if (count === 0) return;
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(wake);
    return () => cancel(handle);
  }, [count, wake]);

  useEffect(() => {
    if (!api) return;
    const measure = () => {
      const start = !api.canScrollPrev();
      const end = !api.canScrollNext();
      setEdges((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
    };
    measure();
    api.on('select', measure).on('reInit', measure);
    return () => {
      api.off('select', measure).off('reInit', measure);
    };
  }, [api]);

  /** One card along (a press before Embla is there is played once it is). */
  const step = (direction: 1 | -1) =>
    carousel.run((embla) => {
      const jump = scrollBehavior() === 'auto';
      if (direction > 0) embla.scrollNext(jump);
      else embla.scrollPrev(jump);
    });
  const arrowKeys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };
  const wakeOnUse = count > 0 ? wake : undefined;

  return (
    <section
      aria-labelledby="destinations-title"
      className="mx-auto w-full max-w-7xl px-4 pt-14 sm:px-6 lg:pt-20"
      onPointerEnter={wakeOnUse}
      onFocus={wakeOnUse}
      onTouchStart={wakeOnUse}
    >
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2">
        <h2 id="destinations-title" className="text-3xl font-bold tracking-tight">
          {t('landing.destinationsTitle')}
        </h2>
        {locations.isPending || count > 0 ? (
          <div className="col-start-2 row-start-1 flex gap-2 sm:row-span-2 sm:self-end">
            <Button
              variant="outline"
              size="bare"
              className="size-10 gap-2 rounded-full text-sm"
              aria-label={t('landing.destinationsPrevious')}
              aria-controls="destinations-track"
              disabled={count === 0 || edges.start}
              onClick={() => step(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="bare"
              className="size-10 gap-2 rounded-full text-sm"
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
          <div
            role="group"
            aria-roledescription={t('landing.carousel')}
            aria-labelledby="destinations-title"
            // From a card's link the arrow keys move the row, as they scrolled it before.
            onKeyDown={arrowKeys}
          >
            <div id="destinations-track" ref={carousel.viewportRef} className="-mx-2 overflow-hidden pb-3">
              <div className="flex">
                {locations.data.map((location, index) => (
                  // biome-ignore lint/a11y/useSemanticElements: each slide is a group announced as a slide (ARIA carousel pattern).
                  <div
                    key={location.id}
                    role="group"
                    aria-roledescription={t('landing.slide')}
                    aria-label={t('landing.slidePosition', { index: index + 1, count })}
                    className={SLIDE_IN_ROW}
                  >
                    <DestinationCard
                      name={location.name}
                      shownName={localName(location)}
                      availability={availabilityOf(location.id, availability)}
                    />
                  </div>
                ))}
              </div>
            </div>
            {carousel.engine}
          </div>
        )}
      </div>
    </section>
  );
}

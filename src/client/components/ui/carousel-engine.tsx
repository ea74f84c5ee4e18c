import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useLayoutEffect } from 'react';

/** The running carousel (Embla's API): where it is, where it can go, and its events. */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type CarouselPlugin = NonNullable<Parameters<typeof useEmblaCarousel>[1]>[number];

export interface CarouselEngineProps {
  /** The carousel's clipping frame, already drawn (by the server or by React); its first child is the row of slides. */
  viewport: HTMLElement;
  options: CarouselOptions;
  /** Embla's plugins (`carousel-wheel.ts`); a constant for the carousel's life. */
  plugins: CarouselPlugin[];
  onApi: (api: CarouselApi | undefined) => void;
}

/**
 * Embla bound to a carousel that is already on the page: it draws nothing, takes over the drawn
 * row (dragging, swiping, moving it) and hands its API up. Loaded on its own (`lazy-carousel.tsx`),
 * so a page pays for it only once a carousel is used.
 */
export function CarouselEngine({ viewport, options, plugins, onApi }: CarouselEngineProps) {
  const [bind, api] = useEmblaCarousel(options, plugins);
  useLayoutEffect(() => {
    bind(viewport);
    return () => bind(null);
  }, [bind, viewport]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

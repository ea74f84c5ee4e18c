import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { CarouselApi, CarouselOptions, CarouselPlugin } from './carousel-engine';

export type { CarouselApi, CarouselOptions };

type EngineModule = typeof import('./carousel-engine');
type WheelModule = typeof import('./carousel-wheel');

let engineModule: EngineModule | undefined;
let engineLoading: Promise<EngineModule> | undefined;
let wheelModule: WheelModule | undefined;
let wheelLoading: Promise<WheelModule> | undefined;

/** Loads Embla and its binding once for the whole page (a failed load may be tried again). */
function loadEngine(): Promise<EngineModule> {
  engineLoading ??= import('./carousel-engine').then(
    (module) => {
      engineModule = module;
      return module;
    },
    (error: unknown) => {
      engineLoading = undefined;
      throw error;
    },
  );
  return engineLoading;
}

/** The same for the wheel-gestures plugin, which only some carousels use. */
function loadWheel(): Promise<WheelModule> {
  wheelLoading ??= import('./carousel-wheel').then(
    (module) => {
      wheelModule = module;
      return module;
    },
    (error: unknown) => {
      wheelLoading = undefined;
      throw error;
    },
  );
  return wheelLoading;
}

export interface LazyCarousel {
  /** The clipping frame (`overflow: hidden`) whose first child is the row of slides. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** Embla, once bound; until then the drawn row stays as the server drew it. */
  api: CarouselApi | undefined;
  /** The person reached for the carousel (or the page asked): Embla is loaded and bound. */
  woken: boolean;
  /** Loads and binds Embla; safe to call often (pointer over, focus, touch, idle). */
  wake: () => void;
  /** Runs an action on Embla now, or as soon as it is bound (a press that came before it). */
  run: (action: (api: CarouselApi) => void) => void;
  /** Render it anywhere inside the component: it draws nothing. */
  engine: ReactNode;
}

/**
 * A carousel drawn as plain markup (the same on the server and at hydration, no per-carousel work
 * at start) that gets Embla only when it is needed: Embla's code is a chunk of its own, fetched on
 * the first wake on the page, and each carousel creates its instance on its own first wake.
 * `options` must be a constant; Embla starts on `startIndex` as it is when it is bound (where the
 * drawn row already is), so binding never shows another slide for a frame. With `wheel`, a
 * sideways wheel or trackpad gesture over the row moves it (`carousel-wheel.ts`, fetched with
 * Embla for such carousels only).
 */
export function useLazyCarousel(
  options: CarouselOptions,
  startIndex = 0,
  { wheel = false }: { wheel?: boolean } = {},
): LazyCarousel {
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const startRef = useRef(startIndex);
  startRef.current = startIndex;
  const [bound, setBound] = useState<{
    module: EngineModule;
    viewport: HTMLElement;
    options: CarouselOptions;
    plugins: CarouselPlugin[];
  } | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  const waking = useRef(false);
  const pending = useRef<((api: CarouselApi) => void) | null>(null);

  const wake = useCallback(() => {
    const viewport = viewportRef.current;
    if (waking.current || !viewport) return;
    waking.current = true;
    const bind = (module: EngineModule, withWheel: WheelModule | undefined) =>
      setBound({
        module,
        viewport,
        options: { ...options, startIndex: startRef.current },
        plugins: withWheel ? [withWheel.wheelGestures()] : [],
      });
    if (engineModule && (!wheel || wheelModule)) {
      bind(engineModule, wheel ? wheelModule : undefined);
      return;
    }
    Promise.all([loadEngine(), wheel ? loadWheel() : undefined]).then(
      ([module, withWheel]) => bind(module, withWheel),
      () => {
        // Offline or a new deployment: the drawn carousel stays, the next wake tries again.
        waking.current = false;
      },
    );
  }, [options, wheel]);

  const run = useCallback(
    (action: (api: CarouselApi) => void) => {
      if (api) action(api);
      else {
        pending.current = action;
        wake();
      }
    },
    [api, wake],
  );

  useEffect(() => {
    if (!api || !pending.current) return;
    const action = pending.current;
    pending.current = null;
    action(api);
  }, [api]);

  const Engine = bound?.module.CarouselEngine;
  const engine =
    Engine && bound ? (
      <Engine viewport={bound.viewport} options={bound.options} plugins={bound.plugins} onApi={setApi} />
    ) : null;
  return { viewportRef, api, woken: bound !== null, wake, run, engine };
}

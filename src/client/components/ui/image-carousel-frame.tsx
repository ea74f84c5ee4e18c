import { ChevronLeft, ChevronRight, Maximize2 } from 'lucide-react';
import {
  type KeyboardEvent,
  type Ref,
  type TouchEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { scrollBehavior } from '#src/client/lib/reduced-motion.ts';
import { type CarouselApi, type CarouselOptions, useLazyCarousel } from './lazy-carousel';
import { SafeImage } from './safe-image';

/** One picture of a carousel. */
export interface CarouselImage {
  src: string;
  alt: string;
  srcSet?: string;
}

/** Touch moves shorter than this are taps, not swipes. */
const SWIPE_MIN_PX = 40;

export function arrowKeys(event: KeyboardEvent, index: number, go: (next: number) => void) {
  if (event.key === 'ArrowLeft') go(index - 1);
  else if (event.key === 'ArrowRight') go(index + 1);
  else return;
  event.preventDefault();
}

export interface FrameProps {
  images: readonly CarouselImage[];
  index: number;
  onIndex: (next: number) => void;
  label: string;
  width: number;
  height: number;
  sizes: string;
  fit?: 'cover' | 'contain';
  className?: string;
  priority?: boolean;
  onExpand?: () => void;
  /** Bind the engine as it mounts (the expanded view), not on the first touch, pointer or focus. */
  wakeAtOnce?: boolean;
}

/** One picture per view; Embla measures the row itself. `duration` is Embla's (about 300 ms). */
const ENGINE_OPTIONS: CarouselOptions = { align: 'start', containScroll: 'trimSnaps', duration: 22 };

/**
 * The pictures in a row (Embla, bound on the first touch, pointer or focus: a list of 24 cards
 * creates nothing while it starts), its arrows, its position and the expand button; used in place
 * and in the dialog. Until it is bound the row is the server's: the current picture only, moved by
 * a transform if an arrow was pressed before Embla arrived.
 */
export function CarouselFrame({
  images,
  index,
  onIndex,
  label,
  width,
  height,
  sizes,
  fit = 'cover',
  className,
  priority = false,
  onExpand,
  wakeAtOnce = false,
}: FrameProps) {
  const touchStart = useRef<{ x: number; y: number; embla: boolean } | null>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const count = images.length;
  const carousel = useLazyCarousel(ENGINE_OPTIONS, index);
  const { api, wake } = carousel;
  const onIndexRef = useRef(onIndex);
  onIndexRef.current = onIndex;
  // Pictures are drawn once reached (and the next one once the carousel is in use), then kept.
  const [reach, setReach] = useState(0);
  const wanted = Math.min(count - 1, index + (carousel.woken ? 1 : 0));
  if (wanted > reach) setReach(wanted);

  // An arrow that has just become disabled would drop the keyboard focus: hand it to the other one.
  // Before Embla is bound, the row is moved to the current picture here.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (index === 0 && focused === previousRef.current) nextRef.current?.focus();
    else if (index === count - 1 && focused === nextRef.current) previousRef.current?.focus();
    const row = rowRef.current;
    if (api || !row) return;
    const transform = index > 0 ? `translate3d(${-100 * index}%, 0, 0)` : '';
    if (row.style.transform !== transform) row.style.transform = transform;
  }, [index, count, api]);

  useEffect(() => {
    if (wakeAtOnce && count > 1) wake();
  }, [count, wakeAtOnce, wake]);

  // A drag or a swipe lands on a picture: that is the position.
  useEffect(() => {
    if (!api) return;
    const onSelect = () => onIndexRef.current(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  // The position moved by an arrow, a key or the other view: the row follows (at once the first
  // time, where the row already was; at once too when the person asked for less motion).
  const followed = useRef<CarouselApi | undefined>(undefined);
  useEffect(() => {
    if (!api) return;
    const first = followed.current !== api;
    followed.current = api;
    if (api.selectedScrollSnap() !== index) api.scrollTo(index, first || scrollBehavior() === 'auto');
  }, [api, index]);

  const wakeOnUse = count > 1 ? wake : undefined;
  const onTouchStart = (event: TouchEvent) => {
    wakeOnUse?.();
    const touch = event.touches[0];
    // Embla follows only a touch it saw begin. The touch that wakes it is not one of them: Embla is
    // bound while it goes on, and the browser has already made its moves uncancellable, which
    // Embla lets go of (it cannot stop them scrolling the page).
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY, embla: api !== undefined } : null;
  };
  // A swipe that started before Embla was bound is still a swipe, even if Embla arrived meanwhile.
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || start.embla || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) {
      onIndex(dx < 0 ? index + 1 : index - 1);
    }
  };
  const position = { current: index + 1, total: count };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a labelled group (WAI-ARIA APG carousel pattern); <fieldset> is for forms.
    <div
      role="group"
      aria-roledescription={t('listings.carousel.roleDescription')}
      aria-label={label}
      // Arrow keys work from any of its buttons; the group itself is not another tab stop per card.
      onKeyDown={(event) => arrowKeys(event, index, onIndex)}
      onPointerEnter={wakeOnUse}
      onPointerDown={wakeOnUse}
      onFocus={wakeOnUse}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      className={cn('group/carousel relative aspect-[3/2] w-full overflow-hidden bg-muted', className)}
    >
      <div ref={carousel.viewportRef} className="absolute inset-0 overflow-hidden">
        <div ref={rowRef} className="flex h-full">
          {images.map((image, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a picture may appear twice; its place is its identity.
              key={`${i}:${image.src}`}
              className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
              // Only the current picture is announced and found by role.
              aria-hidden={i === index ? undefined : true}
            >
              {i === 0 || i <= reach ? (
                <SafeImage
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={sizes}
                  alt={image.alt}
                  width={width}
                  height={height}
                  // Past the first, a picture is drawn only when about to be seen: load it then.
                  loading={i > 0 || (priority && i === 0) ? 'eager' : 'lazy'}
                  fetchPriority={priority && i === 0 ? 'high' : undefined}
                  className={cn(
                    // The page's first picture is there from the first paint: fading it in only delays it.
                    'absolute inset-0 size-full',
                    !(priority && i === 0) && 'animate-fade-in',
                  )}
                  fit={fit}
                  draggable={false}
                />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {carousel.engine}

      {count > 1 ? (
        <>
          <ArrowButton
            ref={previousRef}
            side="left"
            label={t('listings.carousel.previous')}
            disabled={index === 0}
            onClick={() => onIndex(index - 1)}
          />
          <ArrowButton
            ref={nextRef}
            side="right"
            label={t('listings.carousel.next')}
            disabled={index === count - 1}
            onClick={() => onIndex(index + 1)}
          />
        </>
      ) : null}

      <span
        aria-hidden="true"
        className="absolute right-2.5 bottom-2.5 rounded-full bg-slate-950/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
      >
        {t('listings.carousel.position', position)}
      </span>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {t('listings.carousel.positionLong', position)}
      </span>

      {onExpand ? (
        <button
          type="button"
          onClick={onExpand}
          aria-label={t('listings.carousel.expand')}
          className={cn(overlayButton, 'top-2.5 right-2.5')}
        >
          <Maximize2 className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

// Plain classes (no cn): a constant needs no merging, and cn's first call builds its tables.
const overlayButton = [
  'absolute grid size-9 cursor-pointer place-content-center rounded-full bg-white/95 text-slate-900 shadow-md ring-1 ring-slate-900/10 transition',
  'hover:scale-105 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
  'disabled:cursor-default disabled:shadow-none disabled:hover:scale-100',
].join(' ');

function ArrowButton({
  ref,
  side,
  label,
  disabled,
  onClick,
}: {
  ref: Ref<HTMLButtonElement>;
  side: 'left' | 'right';
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        overlayButton,
        'top-1/2 -translate-y-1/2 opacity-0',
        // With a mouse the arrows show on hover or focus, as on the big travel sites; on touch always.
        // At an end the arrow stays in place, disabled and out of sight.
        !disabled &&
          'group-focus-within/carousel:opacity-100 group-hover/carousel:opacity-100 pointer-coarse:opacity-100',
        side === 'left' ? 'left-2.5' : 'right-2.5',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

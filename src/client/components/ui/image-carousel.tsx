import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react';
import { type KeyboardEvent, type Ref, type TouchEvent, useLayoutEffect, useRef, useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { SafeImage } from './safe-image';

export interface CarouselImage {
  src: string;
  alt: string;
  srcSet?: string;
}

export interface ImageCarouselProps {
  images: readonly CarouselImage[];
  /** Names the carousel for assistive tech, e.g. 'Pictures of Casa Marina'. */
  label: string;
  /** The pictures are still being fetched: 'Loading pictures...'. */
  loading?: boolean;
  /** Adds a button that opens the current picture large in a dialog, with the same navigation. */
  expandable?: boolean;
  /** The heading of the expanded view (defaults to the label). */
  title?: string;
  /** Intrinsic size of the pictures: reserves the space before they load. */
  width?: number;
  height?: number;
  /** Which width the picture takes at each viewport, for srcSet candidates. */
  sizes?: string;
  /** Classes of the frame; its aspect ratio is 3:2 unless overridden. */
  className?: string;
  /** The page's first picture (likely its largest paint): loaded at once, first. */
  priority?: boolean;
}

/** Touch moves shorter than this are taps, not swipes. */
const SWIPE_MIN_PX = 40;

/**
 * One picture at a time with previous/next buttons (disabled at the ends), a '2 / 5' position,
 * arrow keys and swipes; optionally expands to a dialog that shares the position.
 */
export function ImageCarousel({
  images,
  label,
  loading = false,
  expandable = false,
  title,
  width = 1200,
  height = 800,
  sizes = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw',
  className,
  priority = false,
}: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const count = images.length;
  // The list may shrink under us (a refetch): never point past its end.
  const current = Math.min(index, Math.max(0, count - 1));

  if (loading || count === 0) {
    return (
      <div
        className={cn(
          'relative isolate flex aspect-[3/2] w-full flex-col items-center justify-center gap-2 overflow-hidden text-sm font-medium',
          loading
            ? 'bg-muted text-muted-foreground'
            : 'bg-gradient-to-br from-sand-100 via-sand-50 to-cyan-50 text-sand-900',
          className,
        )}
        role={loading ? 'status' : undefined}
      >
        {/* Only the backdrop pulses: fading text would lose its contrast. */}
        {loading ? (
          <span className="absolute inset-0 -z-10 animate-pulse bg-slate-200/70" aria-hidden="true" />
        ) : null}
        {loading ? null : (
          <span className="grid size-11 place-content-center rounded-full bg-white/80 shadow-sm">
            <ImageOff className="size-5" aria-hidden="true" />
          </span>
        )}
        <span>{loading ? t('listings.carousel.loading') : t('listings.carousel.empty')}</span>
      </div>
    );
  }

  const go = (next: number) => setIndex(Math.min(Math.max(next, 0), count - 1));

  return (
    <>
      <CarouselFrame
        images={images}
        index={current}
        onIndex={go}
        label={label}
        width={width}
        height={height}
        sizes={sizes}
        className={className}
        priority={priority}
        onExpand={expandable ? () => setExpanded(true) : undefined}
      />
      {expandable ? (
        <Dialog open={expanded} onOpenChange={setExpanded}>
          <DialogContent
            className="max-w-5xl gap-0 overflow-hidden border-slate-800 bg-slate-950 p-0 text-white [&>button:last-child]:bg-slate-950/60 [&>button:last-child]:text-white [&>button:last-child]:hover:bg-slate-950/80"
            onKeyDown={(event) => arrowKeys(event, current, go)}
          >
            <div className="px-5 pt-4 pb-3 pr-14">
              <DialogTitle className="truncate text-base text-white">{title ?? label}</DialogTitle>
              <DialogDescription className="sr-only">{t('listings.carousel.expandedHint')}</DialogDescription>
            </div>
            <CarouselFrame
              images={images}
              index={current}
              onIndex={go}
              label={label}
              width={width}
              height={height}
              sizes="(min-width: 1024px) 1024px, 100vw"
              fit="contain"
              className="aspect-[3/2] max-h-[75dvh] bg-slate-950"
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

function arrowKeys(event: KeyboardEvent, index: number, go: (next: number) => void) {
  if (event.key === 'ArrowLeft') go(index - 1);
  else if (event.key === 'ArrowRight') go(index + 1);
  else return;
  event.preventDefault();
}

interface FrameProps {
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
}

/** The picture, its arrows, its position and the expand button; used in place and in the dialog. */
function CarouselFrame({
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
}: FrameProps) {
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const image = images[index];
  const count = images.length;

  // An arrow that has just become disabled would drop the keyboard focus: hand it to the other one.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (index === 0 && focused === previousRef.current) nextRef.current?.focus();
    else if (index === count - 1 && focused === nextRef.current) previousRef.current?.focus();
  }, [index, count]);
  const position = { current: index + 1, total: count };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) {
      onIndex(dx < 0 ? index + 1 : index - 1);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a labelled group (WAI-ARIA APG carousel pattern); <fieldset> is for forms.
    <div
      role="group"
      aria-roledescription={t('listings.carousel.roleDescription')}
      aria-label={label}
      // Arrow keys work from any of its buttons; the group itself is not another tab stop per card.
      onKeyDown={(event) => arrowKeys(event, index, onIndex)}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      className={cn('group/carousel relative aspect-[3/2] w-full overflow-hidden bg-muted', className)}
    >
      {image ? (
        <SafeImage
          key={image.src}
          src={image.src}
          srcSet={image.srcSet}
          sizes={sizes}
          alt={image.alt}
          width={width}
          height={height}
          loading={priority && index === 0 ? 'eager' : 'lazy'}
          fetchPriority={priority && index === 0 ? 'high' : undefined}
          className={cn(
            // The page's first picture is there from the first paint: fading it in only delays it.
            'absolute inset-0 size-full',
            !(priority && index === 0) && 'animate-fade-in',
            fit === 'contain' ? 'bg-transparent object-contain' : 'object-cover',
          )}
          draggable={false}
        />
      ) : null}

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

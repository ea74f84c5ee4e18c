import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { arrowKeys, CarouselFrame, type CarouselImage } from './image-carousel-frame';

export interface ImageCarouselProps {
  images: readonly CarouselImage[];
  /** Names the carousel for assistive tech, e.g. 'Pictures of Casa Marina'. */
  label: string;
  /** The pictures are still being fetched: 'Loading pictures...'. */
  loading?: boolean;
  /**
   * The pictures are not asked for yet (the card is still far from the screen): a still, silent
   * placeholder of the same size, with no animation to draw and nothing announced.
   */
  waiting?: boolean;
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

/**
 * One picture at a time with previous/next buttons (disabled at the ends), a '2 / 5' position,
 * arrow keys, swipes and drags (Embla, bound on first use); optionally expands to a dialog that
 * shares the position.
 */
export function ImageCarousel({
  images,
  label,
  loading = false,
  waiting = false,
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

  if (waiting)
    return (
      <div
        className={cn('aspect-[3/2] w-full bg-muted', className)}
        data-pictures="waiting"
        aria-hidden="true"
      />
    );

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
              wakeAtOnce
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}

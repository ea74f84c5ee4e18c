import type { ReactNode } from 'react';
import { cn } from '#src/client/lib/cn.ts';

/**
 * The card of a week or a property listing: its pictures (`media`) on top, then its body, named
 * for assistive tech by its heading (`titleId`). A card in a public list rises on hover.
 */
export function ListingCard({
  titleId,
  media,
  hoverLift = false,
  children,
}: {
  titleId: string;
  media: ReactNode;
  hoverLift?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card',
        hoverLift && 'transition-shadow hover:shadow-raised',
      )}
    >
      {media}
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">{children}</div>
    </article>
  );
}

/** A short word over a card's pictures, in their top left corner (past, sold...). */
export function PictureBadge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'pointer-events-none absolute top-2.5 left-2.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A listing card's outline while it loads: the picture's place (unless `picture` is false), then `children`'s bars. */
export function ListingCardSkeleton({
  picture = true,
  className,
  children,
  ...rest
}: {
  picture?: boolean;
  className?: string;
  'aria-hidden'?: 'true';
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-hidden rounded-2xl border border-border bg-surface', className)} {...rest}>
      {picture ? <div className="aspect-[3/2] animate-pulse bg-muted" /> : null}
      <div className="space-y-3 p-5">{children}</div>
    </div>
  );
}

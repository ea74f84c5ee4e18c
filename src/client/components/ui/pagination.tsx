import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { BROWSE_RESULTS_MAX } from '#src/shared/constants.ts';
import { buttonClasses } from './button';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** More results exist past the last page the server lets anyone browse: say so under the links. */
  capped?: boolean;
  /** The address of a page (usually the current search params with another `page`): real links. */
  hrefFor: (page: number) => string;
  /** Runs when a page link is followed, e.g. to scroll the list back to its top. */
  onNavigate?: (page: number) => void;
  className?: string;
}

type Slot = number | 'gap-start' | 'gap-end';

/** First, last, and the current page with one neighbour each side; gaps where pages are skipped. */
export function pageSlots(page: number, pageCount: number): Slot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(page + 1, 5));
  const slots: Slot[] = [1];
  if (start > 2) slots.push('gap-start');
  for (let p = start; p <= end; p++) slots.push(p);
  if (end < pageCount - 1) slots.push('gap-end');
  slots.push(pageCount);
  return slots;
}

/**
 * Page links that keep the scroll position (the list scrolls itself). In a narrow space only
 * Previous, 'Page 2 of 9' and Next; every slot once the pager's own width fits them on one line.
 * The width is the pager's container, not the window: staff screens put lists in columns.
 */
export function Pagination({ page, pageCount, capped, hrefFor, onNavigate, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => () => onNavigate?.(target);

  return (
    <nav
      aria-label={t('listings.pagination.label')}
      className={cn('@container flex w-full flex-col items-center gap-2', className)}
    >
      <ul className="flex flex-nowrap items-center justify-center gap-1">
        <li>
          <PageStep
            to={page > 1 ? hrefFor(page - 1) : undefined}
            onClick={go(page - 1)}
            label={t('listings.pagination.previousPage')}
          >
            <ChevronLeft aria-hidden="true" />
            <span className="hidden @xl:inline">{t('listings.pagination.previous')}</span>
          </PageStep>
        </li>
        <li
          className="px-3 text-sm font-medium whitespace-nowrap text-muted-foreground @xl:hidden"
          aria-current="page"
        >
          {t('listings.pagination.summary', { page, count: pageCount })}
        </li>
        {pageSlots(page, pageCount).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot} className="hidden @xl:block">
              <Link
                to={hrefFor(slot)}
                preventScrollReset
                onClick={go(slot)}
                aria-label={t('listings.pagination.page', { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
                className={buttonClasses({
                  variant: slot === page ? 'default' : 'ghost',
                  size: 'icon',
                  className: 'w-auto min-w-10 px-2 tabular-nums',
                })}
              >
                {slot}
              </Link>
            </li>
          ) : (
            <li
              key={slot}
              className="hidden w-8 text-center text-muted-foreground @xl:block"
              aria-hidden="true"
            >
              …
            </li>
          ),
        )}
        <li>
          <PageStep
            to={page < pageCount ? hrefFor(page + 1) : undefined}
            onClick={go(page + 1)}
            label={t('listings.pagination.nextPage')}
          >
            <span className="hidden @xl:inline">{t('listings.pagination.next')}</span>
            <ChevronRight aria-hidden="true" />
          </PageStep>
        </li>
      </ul>
      {capped ? (
        <p className="text-center text-xs text-muted-foreground">
          {t('listings.pagination.capped', { count: formatCount(BROWSE_RESULTS_MAX) })}
        </p>
      ) : null}
    </nav>
  );
}

/** Previous or Next: a link, or a disabled button at the ends (a link cannot be disabled). */
function PageStep({
  to,
  onClick,
  label,
  children,
}: {
  to: string | undefined;
  onClick: () => void;
  label: string;
  children: ReactNode;
}) {
  const classes = buttonClasses({
    variant: 'outline',
    size: 'bare',
    className: 'h-10 gap-2 rounded-lg px-3 text-sm',
  });
  if (!to) {
    return (
      <button type="button" disabled aria-label={label} className={classes}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} preventScrollReset onClick={onClick} aria-label={label} className={classes}>
      {children}
    </Link>
  );
}

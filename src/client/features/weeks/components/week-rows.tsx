import {
  defaultRangeExtractor,
  type Range,
  useVirtualizer,
  useWindowVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  memo,
  type ReactNode,
  type Ref,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { deferredCard } from '#src/client/components/ui/deferred-card.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { PublicWeek } from '#src/shared/contracts/weeks.ts';
import { type RenderWeekAction, WeekCard } from './week-card';

/** Rows of cards measured before the list was virtualized, so that it draws them where they were. */
export interface RowHints {
  columns: number;
  heights: number[];
  /** Where the grid starts on the page (phones: where the measured rows start too). */
  top?: number;
}

export interface WeekRowsProps {
  weeks: PublicWeek[];
  columns: number;
  /** Weeks matching the search, for each card's 'n of total'. */
  total: number;
  /** A new search is loading: the rows shown are the previous one's. */
  busy: boolean;
  /** The last row: loading the next page, its error, or the end of the list. */
  footer: ReactNode;
  renderAction?: RenderWeekAction;
  /** Called while the visible rows come near the end of those loaded. */
  onNearEnd: () => void;
  hints: RowHints;
}

const GAP = 20;
const FOOTER_HEIGHT = 76;
/** Rows drawn beyond the screen on each side: focus can move into them, and the next page loads in time. */
const OVERSCAN = 2;

function Card({
  week,
  index,
  total,
  renderAction,
  deferred = false,
}: { week: PublicWeek; index: number; total: number; deferred?: boolean } & Pick<
  WeekRowsProps,
  'renderAction'
>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualized row (a generic box) stands between the list and its items, which <ul> does not allow.
    <div
      role="listitem"
      aria-posinset={index + 1}
      aria-setsize={total}
      className={deferred ? deferredCard(index, 'week') : undefined}
    >
      {/* A boundary per card: the drawn grid hydrates card by card, in short tasks (as card-results.tsx). */}
      <Suspense fallback={null}>
        <WeekCard week={week} renderAction={renderAction} priority={index === 0} />
      </Suspense>
    </div>
  );
}

/**
 * Notes the drawn grid's rows (cards per row, each row's height) before the measured list replaces
 * it, so the virtualized rows start at the sizes the cards really have (nothing jumps). Called once,
 * as the list comes alive: measuring forces a layout, which the page's start does not need.
 */
export function measureRows(list: Element | null | undefined, hints: RowHints) {
  const rows = new Map<number, { height: number; cards: number }>();
  for (const card of Array.from(list?.children ?? [])) {
    const box = card.getBoundingClientRect();
    const row = rows.get(Math.round(box.top)) ?? { height: 0, cards: 0 };
    rows.set(Math.round(box.top), {
      height: Math.max(row.height, Math.round(box.height)),
      cards: row.cards + 1,
    });
  }
  const sorted = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  hints.columns = sorted[0]?.cards ?? 0;
  hints.heights = sorted.map((row) => row.height);
  if (list) hints.top = Math.round(list.getBoundingClientRect().top + window.scrollY);
}

/**
 * The cards of the first page drawn before the list is first scrolled: two rows of the widest
 * grid, more than any screen shows above the fold (a phone shows one and a half; the wide list's
 * area, two rows). The rest of the page comes with the measured rows at the first scroll. Every
 * card drawn is a card the browser hydrates while the page starts: a page of 24 cost a phone
 * four times the blocking time of these six (Lighthouse, docs/performance.md).
 */
const DRAWN_BEFORE_SCROLL = 6;

/**
 * The first page as the server draws it and the browser hydrates it (its first
 * DRAWN_BEFORE_SCROLL cards): one grid whose columns come from CSS, past its first row laid out
 * only near the screen (`deferredCard`), like the other lists. When the list comes alive its rows are measured (measureRows) for the virtualized list
 * that replaces it, so no card on the screen moves; rows below it take their real height when drawn.
 */
// Kept as drawn (memo) while the list around it learns the screen's layout.
export const StaticWeekRows = memo(function StaticWeekRows({
  weeks,
  total,
  busy,
  renderAction,
}: Pick<WeekRowsProps, 'weeks' | 'total' | 'busy' | 'renderAction'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same list element as the virtualized one that replaces it.
    <div
      role="list"
      aria-busy={busy || undefined}
      className={cn('grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3', busy && 'opacity-60')}
    >
      {weeks.slice(0, DRAWN_BEFORE_SCROLL).map((week, i) => (
        <Card key={week.id} week={week} index={i} total={total} renderAction={renderAction} deferred />
      ))}
    </div>
  );
});

/** What both virtualized lists share: row count, sizes, and keeping the focused row drawn. */
function useRowOptions({ weeks, columns, footer, hints }: WeekRowsProps) {
  const cardRows = Math.ceil(weeks.length / columns);
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const known = hints.columns === columns ? hints.heights : [];
  const typical = known.length
    ? Math.round(known.reduce((sum, h) => sum + h, 0) / known.length)
    : // A card is its picture (3:2) over about 270 px of text: these are the widths the columns have.
      ({ 1: 500, 2: 560, 3: 530 }[columns] ?? 530);
  // A row scrolled away while one of its buttons has focus stays drawn, or focus would be lost.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedRow !== null && focusedRow < range.count && !indexes.includes(focusedRow)) {
        indexes.push(focusedRow);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [focusedRow],
  );
  return {
    cardRows,
    setFocusedRow,
    options: {
      count: cardRows + (footer ? 1 : 0),
      estimateSize: (i: number) => (i >= cardRows ? FOOTER_HEIGHT : (known[i] ?? typical)),
      gap: GAP,
      overscan: OVERSCAN,
      rangeExtractor,
    },
  };
}

function VirtualRows({
  virtualizer,
  offset,
  cardRows,
  setFocusedRow,
  containerRef,
  ...props
}: WeekRowsProps & {
  virtualizer: Virtualizer<HTMLElement, HTMLDivElement> | Virtualizer<Window, HTMLDivElement>;
  /** Where the list starts in its scrolling element (the page's scroll margin). */
  offset: number;
  cardRows: number;
  setFocusedRow: (update: (row: number | null) => number | null) => void;
  containerRef?: Ref<HTMLDivElement>;
}) {
  const { weeks, columns, total, busy, footer, renderAction, onNearEnd } = props;
  const items = virtualizer.getVirtualItems();
  const lastVisible = virtualizer.range?.endIndex ?? -1;
  const listRef = useRef<HTMLDivElement>(null);

  // Which row holds focus (focus events bubble from the cards' buttons).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
      if (row) setFocusedRow(() => Number(row.dataset.index));
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && list.contains(event.relatedTarget)))
        setFocusedRow(() => null);
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, [setFocusedRow]);

  useEffect(() => {
    if (lastVisible >= cardRows - 1 - OVERSCAN) onNearEnd();
  }, [lastVisible, cardRows, onNearEnd]);

  return (
    <div
      ref={containerRef}
      // The virtualizer keeps the rows in place when sizes change; the browser's own anchoring would do it twice.
      className={cn('relative w-full transition-opacity [overflow-anchor:none]', busy && 'opacity-60')}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: its rows are generic boxes between the list and its items, which <ul> does not allow. */}
      <div ref={listRef} role="list" aria-busy={busy || undefined}>
        {items.map((item) =>
          item.index < cardRows ? (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute top-0 left-0 grid w-full gap-5"
              style={{
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                transform: `translateY(${item.start - offset}px)`,
              }}
            >
              {weeks.slice(item.index * columns, (item.index + 1) * columns).map((week, i) => (
                <Card
                  key={week.id}
                  week={week}
                  index={item.index * columns + i}
                  total={total}
                  renderAction={renderAction}
                />
              ))}
            </div>
          ) : null,
        )}
      </div>
      {items.map((item) =>
        item.index >= cardRows ? (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start - offset}px)` }}
          >
            {footer}
          </div>
        ) : null,
      )}
    </div>
  );
}

/** Wide screens: the rows of the list's own scroll area. */
export function AreaWeekRows({ area, ...props }: WeekRowsProps & { area: HTMLElement | null }) {
  const { options, cardRows, setFocusedRow } = useRowOptions(props);
  const virtualizer = useVirtualizer<HTMLElement, HTMLDivElement>({
    ...options,
    getScrollElement: () => area,
    // Drawn before the area is measured: its height, and wherever it was scrolled to.
    initialRect: { width: 1200, height: 700 },
    initialOffset: () => area?.scrollTop ?? 0,
  });
  return (
    <VirtualRows
      {...props}
      virtualizer={virtualizer}
      offset={0}
      cardRows={cardRows}
      setFocusedRow={setFocusedRow}
    />
  );
}

/** Phones: the rows grow with the page, which scrolls them (no scroll area inside the page). */
export function PageWeekRows(props: WeekRowsProps) {
  const { options, cardRows, setFocusedRow } = useRowOptions(props);
  const container = useRef<HTMLDivElement>(null);
  // Known from the grid these rows replace (same place on the page), so the rows are drawn in
  // the switch's own slices; measured again after every drawing.
  const [margin, setMargin] = useState<number | null>(props.hints.top ?? null);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    ...options,
    scrollMargin: margin ?? 0,
    // Nothing is drawn until the list knows where it starts on the page.
    enabled: margin !== null,
    initialRect: { width: 390, height: 800 },
  });

  // Where the list starts follows whatever above it changes height (the count line, the filters).
  useLayoutEffect(() => {
    const node = container.current;
    if (!node) return;
    const measure = () => {
      const top = Math.round(node.getBoundingClientRect().top + window.scrollY);
      setMargin((current) => (current === top ? current : top));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });

  return (
    <VirtualRows
      {...props}
      virtualizer={virtualizer}
      offset={margin ?? 0}
      cardRows={cardRows}
      setFocusedRow={setFocusedRow}
      containerRef={container}
    />
  );
}

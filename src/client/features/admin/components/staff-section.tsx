import { Trash2 } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { PagedList, type PagedListProps } from '#src/client/components/lists/paged-list.tsx';
import { Button } from '#src/client/components/ui/button.tsx';
import { cn } from '#src/client/lib/cn.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { FailureLine } from './list-states';

interface StaffSectionProps {
  id: string;
  icon: ReactNode;
  title: string;
  count?: string;
  /** Filters and sorts, under the title. */
  tools?: ReactNode;
  children: ReactNode;
}

/** One titled section of a staff dashboard: an icon, the h2, an optional count and tools, the content. */
export function StaffSection({ id, icon, title, count, tools, children }: StaffSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 space-y-4 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2.5 text-lg font-bold tracking-tight sm:text-xl">
          <span
            aria-hidden="true"
            className="grid size-9 place-content-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5"
          >
            {icon}
          </span>
          {title}
        </h2>
        {count ? <span className="text-sm text-muted-foreground tabular-nums">{count}</span> : null}
      </div>
      {tools ? <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{tools}</div> : null}
      {children}
    </section>
  );
}

/** A row of a staff list: the details, then the actions (under them on phones). */
export function StaffRow({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1 space-y-1 text-sm [overflow-wrap:anywhere]">{children}</div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** The red 'New' mark of an unread lead. */
export function NewBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
      {label}
    </span>
  );
}

interface StaffListSectionProps<T>
  extends Omit<StaffSectionProps, 'children'>,
    Pick<PagedListProps<T>, 'query' | 'label' | 'empty' | 'getKey' | 'renderItem'> {
  /** The list's page and the addresses of the others (useListParams). */
  list: { page: number; hrefFor: (page: number) => string };
  /** The count line ('Showing 10 of 1,204 …'), from the counts as shown. */
  showing?: (counts: { shown: string; total: string }) => string;
  /** A failure said above the list. */
  alert?: string | null;
  /** What the rows open (a confirmation, an edit dialog). */
  children?: ReactNode;
}

/**
 * A staff section around one list the server pages: the failure above it, its loading, error and
 * empty states, the rows in a 700 px scroll area, the count line and the page links.
 */
export function StaffListSection<T>({
  list,
  showing,
  alert,
  query,
  label,
  empty,
  getKey,
  renderItem,
  children,
  ...section
}: StaffListSectionProps<T>) {
  return (
    <StaffSection {...section}>
      {alert ? <FailureLine>{alert}</FailureLine> : null}
      <PagedList
        query={query}
        page={list.page}
        hrefFor={list.hrefFor}
        label={label}
        empty={empty}
        countLine={
          showing && ((shown, total) => showing({ shown: formatCount(shown), total: formatCount(total) }))
        }
        scrollClassName="max-h-[700px]"
        getKey={getKey}
        renderItem={renderItem}
      />
      {children}
    </StaffSection>
  );
}

/** A row's red trash button, named for what it deletes; `children` adds a visible word. */
export function StaffDeleteButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className={cn('text-destructive hover:bg-destructive/10', className)}
      aria-label={label}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" />
      {children}
    </Button>
  );
}

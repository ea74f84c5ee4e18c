import type { ReactNode } from 'react';

/** One titled section of a staff dashboard: an icon, the h2, an optional count and tools, the content. */
export function StaffSection({
  id,
  icon,
  title,
  count,
  tools,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  count?: string;
  /** Filters and sorts, under the title. */
  tools?: ReactNode;
  children: ReactNode;
}) {
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

import type { ReactNode } from 'react';

/** One of the owner's insight boxes beside the add-week form: an icon, a heading, what it says. */
export function InsightPanel({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-border bg-muted/40 p-4 sm:p-5"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <span aria-hidden="true" className="text-primary [&_svg]:size-5">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

const SKELETON_ROWS = ['first', 'second', 'third'];

/** The shape of a panel's answer while it loads, with a status for screen readers. */
export function InsightSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <div className="space-y-2">
      <p role="status" className="sr-only">
        {label}
      </p>
      {SKELETON_ROWS.slice(0, rows).map((row) => (
        <div key={row} aria-hidden="true" className="h-16 animate-pulse rounded-lg bg-muted" />
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '#src/client/lib/cn.ts';
import { PageHeading } from './page-heading';

/** A public list's page on the canvas: its title and lead, then the search and the results. */
export function ListPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="bg-canvas">
      <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-12">
        <PageHeading title={title} lead={lead} className="max-w-3xl" />
        {children}
      </div>
    </div>
  );
}

/** The raised panel of a list's search fields and sort; `className` lays out its columns. */
export function SearchPanel({ className, children }: { className: string; children: ReactNode }) {
  return (
    <search
      className={cn(
        'grid gap-4 rounded-2xl border border-border bg-surface p-4 shadow-raised sm:p-5',
        className,
      )}
    >
      {children}
    </search>
  );
}

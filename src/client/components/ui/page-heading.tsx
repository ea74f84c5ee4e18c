import type { ReactNode } from 'react';
import { cn } from '#src/client/lib/cn.ts';

/** A page's title block: its one h1, the lead sentence under it, then anything the page adds. */
export function PageHeading({
  title,
  lead,
  className,
  children,
}: {
  title: string;
  lead: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={cn('space-y-2', className)}>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="text-pretty text-muted-foreground">{lead}</p>
      {children}
    </header>
  );
}

/** The short line in capitals above a page's title that says where in the site the page belongs. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="text-sm font-semibold tracking-widest text-primary uppercase">{children}</p>;
}

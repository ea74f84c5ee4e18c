import type { ReactNode } from 'react';
import { Eyebrow } from '#src/client/components/ui/page-heading.tsx';

/** The title block of the owner pages: a small eyebrow, the page's one h1, a lead sentence. */
export function OwnerPageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Actions at the side of the title on wide screens, under it on phones. */
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-3xl space-y-2">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {lead ? <p className="text-pretty text-muted-foreground">{lead}</p> : null}
      </div>
      {children ? <div className="flex shrink-0 flex-wrap gap-2">{children}</div> : null}
    </header>
  );
}

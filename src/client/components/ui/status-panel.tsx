import type { ReactNode } from 'react';
import { cn } from '#src/client/lib/cn.ts';

export type StatusTone = 'success' | 'error' | 'neutral';

/**
 * The outcome a page exists to show (a payment, an alert stopped): a round icon in the tone's
 * colours, the page's heading, then what to read or do next.
 */
export function StatusPanel({
  icon,
  tone,
  title,
  className,
  children,
}: {
  icon: ReactNode;
  tone: StatusTone;
  title: string;
  /** E.g. another space between the parts. */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section
      className={cn(
        'space-y-6 rounded-2xl border border-border bg-surface p-6 text-center shadow-card sm:p-10',
        className,
      )}
    >
      <span
        className={cn(
          'mx-auto grid size-16 place-content-center rounded-full [&_svg]:size-8',
          tone === 'success' && 'bg-success/10 text-success',
          tone === 'error' && 'bg-destructive/10 text-destructive',
          tone === 'neutral' && 'bg-sand-100 text-sand-900',
        )}
        aria-hidden="true"
      >
        {icon}
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';
import { TitledCard } from '#src/client/components/ui/card.tsx';
import { cn } from '#src/client/lib/cn.ts';

/** The one-card pages reached from mail or from /auth: forgot password, new password, new address. */
export function AccountCardPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
        <TitledCard
          as="h1"
          title={title}
          lead={lead}
          headerClassName="pb-4"
          titleClassName="text-2xl font-bold"
          leadClassName="text-base text-pretty"
        >
          {children}
        </TitledCard>
      </div>
    </div>
  );
}

/**
 * A result in place of a form: success or failure, announced to assistive tech, with what to do
 * next. `role` is status for good news and alert for a refusal.
 */
export function ResultNotice({
  icon,
  title,
  tone = 'success',
  children,
}: {
  icon: ReactNode;
  title: string;
  tone?: 'success' | 'error';
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-4 text-sm',
        tone === 'error' ? 'border-destructive/40 bg-destructive/5' : 'border-sand-200 bg-sand-50',
      )}
    >
      <p className="flex items-center gap-2 font-semibold text-foreground">
        <span
          className={cn('[&_svg]:size-5', tone === 'error' ? 'text-destructive' : 'text-primary')}
          aria-hidden="true"
        >
          {icon}
        </span>
        {title}
      </p>
      {children ? (
        <div className="space-y-3 text-pretty break-words text-muted-foreground">{children}</div>
      ) : null}
    </div>
  );
}

import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '#src/client/components/ui/popover.tsx';
import { cn } from '#src/client/lib/cn.ts';

/** A count as a badge shows it: nothing for none, 99+ past 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * One bell of the Dev Dashboard: a button with a red count badge that opens a popover. The
 * button's name says the count ('Week Requests, 3 new'); `onClosed` runs when the popover closes.
 */
export function NotificationBell({
  name,
  accessibleName,
  badge,
  icon,
  open,
  onOpenChange,
  children,
}: {
  name: string;
  accessibleName: string;
  /** What the red badge says; nothing shows when empty. */
  badge: string;
  icon?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        aria-label={accessibleName}
        className={cn(
          'relative inline-flex h-10 items-center gap-2 rounded-lg border border-border bg-surface px-3 text-sm font-medium',
          'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        )}
      >
        <span aria-hidden="true" className="[&_svg]:size-4">
          {icon ?? <Bell />}
        </span>
        <span className="hidden md:inline">{name}</span>
        {badge ? (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2 grid h-5 min-w-5 place-content-center rounded-full bg-destructive px-1 text-[11px] font-bold text-destructive-foreground tabular-nums"
          >
            {badge}
          </span>
        ) : null}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <p className="border-b border-border px-4 py-3 text-sm font-semibold">{name}</p>
        <div className="max-h-[200px] overflow-y-auto overscroll-contain p-2">{children}</div>
      </PopoverContent>
    </Popover>
  );
}

/** A line in a bell's list: a button when it does something (mark read), else text. */
export function BellItem({
  title,
  detail,
  onSelect,
  unread,
}: {
  title: string;
  detail?: string;
  onSelect?: () => void;
  unread?: boolean;
}) {
  const body = (
    <>
      <span className="flex items-center gap-2 font-medium">
        {unread ? <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-destructive" /> : null}
        <span className="truncate">{title}</span>
      </span>
      {detail ? <span className="block truncate text-xs text-muted-foreground">{detail}</span> : null}
    </>
  );
  const classes = 'block w-full rounded-lg px-2 py-2 text-left text-sm';
  return onSelect ? (
    <button
      type="button"
      onClick={onSelect}
      className={cn(
        classes,
        'cursor-pointer hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
      )}
    >
      {body}
    </button>
  ) : (
    <div className={classes}>{body}</div>
  );
}

export function BellNote({ children, tone }: { children: ReactNode; tone?: 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('px-2 py-2 text-sm', tone === 'error' ? 'text-destructive' : 'text-muted-foreground')}
    >
      {children}
    </p>
  );
}

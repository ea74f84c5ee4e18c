import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { cn } from '#src/client/lib/cn.ts';

/** A list's wait: a spinner and the screen's 'Loading…', announced politely. */
export function LoadingLine({ label, className }: { label: string; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)}>
      <Spinner /> {label}
    </p>
  );
}

/** A short failure line, read out as soon as it shows. */
export function FailureLine({ children }: { children: string }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}

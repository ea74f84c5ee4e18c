import { LoaderCircle } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';

/** A spinning ring; decorative, so pair it with text or use PageSpinner. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />;
}

/** The whole-area wait state: centered ring and 'Loading…', announced politely. */
export function PageSpinner({ className, label = t('app.loading') }: { className?: string; label?: string }) {
  return (
    <div
      role="status"
      className={cn('flex min-h-[40vh] items-center justify-center gap-3 text-muted-foreground', className)}
    >
      <Spinner />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}

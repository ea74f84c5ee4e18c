import { cn } from '#src/client/lib/cn.ts';

export interface ProgressProps {
  /** 0 to 100; undefined while the amount is not known (a moving stripe instead of a fill). */
  value?: number;
  /** Names the bar for assistive tech, e.g. 'Uploading photos'. */
  label: string;
  /** What the value means in words, e.g. '45% uploaded'. */
  valueText?: string;
  className?: string;
}

/** A horizontal progress bar (role progressbar), determinate or not. */
export function Progress({ value, label, valueText, className }: ProgressProps) {
  const known = value !== undefined && Number.isFinite(value);
  const clamped = known ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={known ? Math.round(clamped) : undefined}
      aria-valuetext={valueText}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-primary/15', className)}
    >
      {known ? (
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 ease-out"
          style={{ width: `${clamped}%` }}
        />
      ) : (
        <div className="h-full w-2/5 animate-progress rounded-full bg-primary" />
      )}
    </div>
  );
}

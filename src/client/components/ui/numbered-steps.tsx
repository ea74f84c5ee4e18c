import { cn } from '#src/client/lib/cn.ts';

/** What happens next, as numbered steps (the numbers are decoration: the list is already ordered). */
export function NumberedSteps({ steps, className }: { steps: string[]; className?: string }) {
  return (
    <ol className={cn('grid gap-2 text-sm text-muted-foreground', className)}>
      {steps.map((step, i) => (
        <li key={step} className="flex gap-3">
          <span
            aria-hidden="true"
            className="grid size-6 shrink-0 place-content-center rounded-full bg-primary-soft text-xs font-bold text-primary"
          >
            {i + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

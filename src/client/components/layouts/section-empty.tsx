import type { StateMessageProps } from '#src/client/components/ui/state-panel.tsx';

/** A section with nothing in it yet: a short line and the way to add the first item. */
export function SectionEmpty({ icon, title, hint, children }: StateMessageProps) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-sand-300 bg-sand-50 p-5 sm:flex-row sm:items-center sm:gap-5 sm:p-6">
      <span className="grid size-12 shrink-0 place-content-center rounded-full bg-surface text-primary shadow-card [&_svg]:size-6">
        {icon}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold text-pretty">{title}</p>
        {hint ? <p className="text-sm text-pretty text-muted-foreground">{hint}</p> : null}
      </div>
      {children ? <div className="shrink-0">{children}</div> : null}
    </div>
  );
}

import type { ReactNode } from 'react';

/** The empty, error and not-found states of a list: an icon, a title, a hint and an optional action. */
export function StatePanel({
  icon,
  title,
  hint,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-sand-300 bg-sand-50 px-6 py-14 text-center">
      <span className="grid size-12 place-content-center rounded-full bg-surface text-primary shadow-card [&_svg]:size-6">
        {icon}
      </span>
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{hint}</p>
      {children ? <div className="pt-2">{children}</div> : null}
    </div>
  );
}

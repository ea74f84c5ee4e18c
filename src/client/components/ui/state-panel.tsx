import { CloudOff, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** What a panel that stands in for missing content says: an icon, a title, a hint, and the way on. */
export interface StateMessageProps {
  icon: ReactNode;
  title: string;
  hint?: string;
  children?: ReactNode;
}

/** The empty, error and not-found states of a list: an icon, a title, a hint and an optional action. */
export function StatePanel({ icon, title, hint, children }: StateMessageProps & { hint: string }) {
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

/** Something could not be loaded and nothing of it is on screen: say so, and offer to try again. */
export function RetryPanel({
  title,
  hint,
  retryLabel,
  onRetry,
}: {
  title: string;
  hint: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <StatePanel icon={<CloudOff />} title={title} hint={hint}>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {retryLabel}
      </Button>
    </StatePanel>
  );
}

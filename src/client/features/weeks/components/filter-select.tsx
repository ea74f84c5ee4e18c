import type { ReactNode } from 'react';
import { Label } from '#src/client/components/ui/label.tsx';
import { Select, SelectContent, SelectTrigger, SelectValue } from '#src/client/components/ui/select.tsx';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';

/** One of the all-weeks menus: a label above a select whose items the caller gives. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id} className="mb-2 flex h-4 items-center">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
    </div>
  );
}

/** The weeks an option would show: the number to the eye, 'Weeks: N' (its description) to a screen reader. */
export function WeekCount({ n }: { n: number }) {
  return (
    <>
      <span aria-hidden="true">{formatCount(n)}</span>
      <span className="sr-only">{t('listings.allWeeks.optionWeeks', { count: formatCount(n) })}</span>
    </>
  );
}

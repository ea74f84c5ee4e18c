import { startOfDay } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { parseCalendarDate, toCalendarDate } from '#src/client/lib/dates.ts';
import { formatPattern } from '#src/client/lib/format-date.ts';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { useFocusOnWake, useStandInHandlers, useWaking } from './stand-in';

export interface DatePickerProps {
  id?: string;
  /** The chosen day as a calendar date, 'yyyy-MM-dd', or '' for none: never a time-zone-shifted instant. */
  value: string;
  onChange: (value: string) => void;
  /** Days before this one cannot be picked (default: today). */
  minDate?: Date;
  /** date-fns pattern of the button text: 'PPP' is the long form ('November 21st, 2026'). */
  displayFormat?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The id of the visible label: the button is then named by it and by the chosen date. */
  labelId?: string;
  className?: string;
}

const loadCalendar = () => import('./date-picker-calendar');
const DatePickerCalendar = lazy(loadCalendar);

/** The calendar's place while its code arrives (the size of a month, so the popover does not jump). */
function CalendarLoading() {
  return (
    <div
      role="status"
      className="grid h-[19rem] w-[18.5rem] place-items-center text-sm text-muted-foreground"
    >
      {t('datePicker.loading')}
    </div>
  );
}

/** A button that opens a month calendar in a popover; keyboard-navigable (react-day-picker). */
export function DatePicker({
  id,
  value,
  onChange,
  minDate,
  displayFormat = 'PPP',
  placeholder = t('datePicker.placeholder'),
  disabled,
  invalid,
  describedBy,
  labelId,
  className,
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const { woken, wake } = useWaking((waking) => waking.open && setOpen(true));
  const button = useRef<HTMLButtonElement>(null);
  const standIn = useStandInHandlers<HTMLButtonElement>(wake, {
    // The calendar's code is fetched as soon as the button is pointed at or focused.
    onPointerEnter: () => void loadCalendar(),
    onFocus: () => void loadCalendar(),
  });
  useFocusOnWake(button, !!woken?.focus);
  const selected = parseCalendarDate(value);
  const earliest = startOfDay(minDate ?? new Date());
  const triggerProps = {
    id,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-labelledby': labelId && id ? `${labelId} ${id}` : undefined,
    className: cn(
      'flex h-11 w-full cursor-pointer items-center gap-2 rounded-lg border border-input bg-surface px-3 text-left text-sm',
      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
      'aria-[invalid=true]:border-destructive',
      !selected && 'text-muted-foreground',
      className,
    ),
  };
  const face = (
    <>
      <CalendarDays className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="truncate">{selected ? formatPattern(selected, displayFormat) : placeholder}</span>
    </>
  );
  // Until reached for, a plain button of the same look stands in for the popover (stand-in.ts).
  if (!woken) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded="false"
        data-state="closed"
        {...triggerProps}
        {...standIn}
      >
        {face}
      </button>
    );
  }
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        ref={button}
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        {...triggerProps}
      >
        {face}
      </PopoverTrigger>
      <PopoverContent className="w-auto p-2" aria-label={t('datePicker.dialog')}>
        <Suspense fallback={<CalendarLoading />}>
          <DatePickerCalendar
            selected={selected}
            earliest={earliest}
            onPick={(day) => {
              if (day) onChange(toCalendarDate(day));
              setOpen(false);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}

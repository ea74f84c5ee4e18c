import { DayPicker, type Labels } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dateFnsLocale, t } from '#src/client/i18n/index.ts';

/** What a screen reader says for the calendar's controls and days, in the reader's language. */
const labels = (): Partial<Labels> => ({
  labelNext: () => t('datePicker.next'),
  labelPrevious: () => t('datePicker.previous'),
  labelNav: () => t('datePicker.nav'),
  labelDayButton: (date, modifiers, _options, dateLib) => {
    let label = dateLib ? dateLib.format(date, 'PPPP') : date.toDateString();
    if (modifiers.today) label = t('datePicker.today', { date: label });
    if (modifiers.selected) label = t('datePicker.selected', { date: label });
    return label;
  },
});

/**
 * The month calendar of DatePicker, in a chunk of its own: react-day-picker and its stylesheet
 * load when a calendar is first opened (or about to be), not with every page that shows a date
 * button. A stylesheet added while the page starts would also restyle the whole page.
 */
export default function DatePickerCalendar({
  selected,
  earliest,
  onPick,
}: {
  selected: Date | undefined;
  earliest: Date;
  onPick: (day: Date | undefined) => void;
}) {
  return (
    <DayPicker
      mode="single"
      locale={dateFnsLocale()}
      labels={labels()}
      // Weeks start on Sunday in Mexico as in the United States, whatever date-fns's locale says.
      weekStartsOn={0}
      selected={selected}
      defaultMonth={selected ?? earliest}
      startMonth={earliest}
      disabled={{ before: earliest }}
      onSelect={onPick}
      style={
        {
          '--rdp-accent-color': 'var(--color-primary)',
          '--rdp-day-height': '40px',
          '--rdp-day-width': '40px',
          '--rdp-day_button-height': '38px',
          '--rdp-day_button-width': '38px',
        } as React.CSSProperties
      }
      autoFocus
    />
  );
}

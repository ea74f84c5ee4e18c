import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';

type Named = { id: number; name: string };

/** A picker's options for named rows (resorts, locations, brands, unit types), valued by id. */
export const idOptions = (rows: readonly Named[] | undefined) =>
  (rows ?? []).map((row) => (
    <SelectItem key={row.id} value={String(row.id)}>
      {row.name}
    </SelectItem>
  ));

const ALL = 'all';

/** A filter over named rows whose first option, `all`, is the empty value: no filter. */
export function FilterSelect({
  id,
  label,
  all,
  value,
  onChange,
  rows,
  className,
}: {
  id: string;
  label: string;
  /** The first option's words ('All resorts'), also shown while nothing is chosen. */
  all: string;
  /** The chosen row's id, or '' for all. */
  value: string;
  onChange: (value: string) => void;
  rows: readonly Named[] | undefined;
  className?: string;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value || ALL}
      onChange={(next) => onChange(next === ALL ? '' : next)}
      placeholder={all}
      className={className}
    >
      <SelectItem value={ALL}>{all}</SelectItem>
      {idOptions(rows)}
    </SelectField>
  );
}

import { t } from '#src/client/i18n/index.ts';
import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

export interface SortOption<T extends string> {
  value: T;
  label: string;
}

/** 'Sort by' with its options; the label names the control for assistive tech. */
export function SortSelect<T extends string>({
  id,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  value: T;
  options: readonly SortOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-2 flex h-4 items-center">
        {t('listings.sort.label')}
      </Label>
      <Select
        value={value}
        onValueChange={(next) => {
          const option = options.find((o) => o.value === next);
          if (option) onChange(option.value);
        }}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

import { Select as SelectPrimitive } from 'radix-ui';
import { useEffect, useMemo } from 'react';
import { SelectGroup, SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField, type SelectFieldProps } from '#src/client/components/ui/select-field.tsx';
import { localName, useLocations, useResorts, useUnitTypes } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { useResortLocations } from './add-week-resort-locations';

/** What each select of the form receives from its react-hook-form Controller. */
export type ControlledSelectProps = Pick<
  SelectFieldProps,
  'id' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error'
>;

/** The resorts, grouped under the destination each one belongs to. */
export function ResortField(props: ControlledSelectProps) {
  const resorts = useResorts();
  const locations = useLocations();
  const groups = useMemo(() => {
    const names = new Map((locations.data ?? []).map((l) => [l.id, localName(l)]));
    const byLocation = new Map<string, { id: number; name: string }[]>();
    for (const resort of resorts.data ?? []) {
      const group = names.get(resort.locationId) ?? t('owner.week.otherResorts');
      byLocation.set(group, [...(byLocation.get(group) ?? []), resort]);
    }
    return [...byLocation.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [resorts.data, locations.data]);

  const ready = !!resorts.data && !locations.isPending;
  return (
    <SelectField
      {...props}
      label={t('owner.week.resort')}
      placeholder={
        resorts.isError
          ? t('owner.week.resortsFailed')
          : ready
            ? t('owner.week.resortPlaceholder')
            : t('owner.loadingChoices')
      }
      disabled={!ready}
    >
      {groups.map(([location, items]) => (
        <SelectGroup key={location}>
          <SelectPrimitive.Label className="px-3 pt-2.5 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {location}
          </SelectPrimitive.Label>
          {items.map((resort) => (
            <SelectItem key={resort.id} value={String(resort.id)}>
              {resort.name}
            </SelectItem>
          ))}
        </SelectGroup>
      ))}
    </SelectField>
  );
}

/**
 * The destinations the chosen resort is offered at. When there is only one it is chosen for the
 * owner; with no resort yet the field waits, disabled.
 */
export function LocationField({
  resortId,
  ...props
}: ControlledSelectProps & { resortId: number | undefined }) {
  const locations = useResortLocations(resortId);
  const options = resortId === undefined ? [] : (locations.data ?? []);
  const only = options.length === 1 ? options[0] : undefined;
  const { value, onChange } = props;

  useEffect(() => {
    if (only && value === '') onChange(String(only.id));
  }, [only, value, onChange]);

  return (
    <SelectField
      {...props}
      label={t('owner.week.location')}
      placeholder={
        resortId === undefined
          ? t('owner.week.chooseResortFirst')
          : locations.isPending
            ? t('owner.loadingChoices')
            : t('owner.week.locationPlaceholder')
      }
      disabled={resortId === undefined || options.length === 0}
    >
      {options.map((location) => (
        <SelectItem key={location.id} value={String(location.id)}>
          {localName(location)}
        </SelectItem>
      ))}
    </SelectField>
  );
}

/** The unit types of the chosen resort, with the chosen one's description as the hint. */
export function UnitTypeField({
  resortId,
  ...props
}: ControlledSelectProps & { resortId: number | undefined }) {
  if (resortId === undefined) {
    return (
      <SelectField
        {...props}
        label={t('owner.week.unitType')}
        placeholder={t('owner.week.chooseResortFirst')}
        disabled
      >
        {null}
      </SelectField>
    );
  }
  return <ResortUnitTypes resortId={resortId} {...props} />;
}

/** Mounted only once a resort is chosen, so that no request asks for every unit type. */
function ResortUnitTypes({ resortId, ...props }: ControlledSelectProps & { resortId: number }) {
  const unitTypes = useUnitTypes(resortId);
  // The previous resort's list stays in the cache while the next one loads: never offer it.
  const options = (unitTypes.data ?? []).filter((u) => u.resortId === resortId);
  const chosen = options.find((u) => String(u.id) === props.value);
  return (
    <SelectField
      {...props}
      label={t('owner.week.unitType')}
      placeholder={
        options.length > 0
          ? t('owner.week.unitTypePlaceholder')
          : unitTypes.isFetching
            ? t('owner.loadingChoices')
            : t('owner.week.noUnitTypes')
      }
      hint={chosen?.description ?? undefined}
      disabled={options.length === 0}
    >
      {options.map((unitType) => (
        <SelectItem key={unitType.id} value={String(unitType.id)}>
          {localName(unitType)}
        </SelectItem>
      ))}
    </SelectField>
  );
}

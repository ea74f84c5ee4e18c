import { useMemo } from 'react';
import { type Control, type UseFormGetValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { useSelectField } from '#src/client/components/ui/use-select-field.ts';
import {
  localDescription,
  localName,
  useLocations,
  useReferenceNames,
  useResorts,
  useUnitTypes,
} from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { useContractTypes } from '../api';
import type { ContractFormParsed, ContractFormValues } from './contract-form-schema';

/**
 * The contract form's three menus: its type (with the chosen type's description below), its
 * location, and the unit type, narrowed to what the chosen location's resorts offer.
 */
export function ContractChoiceFields({
  control,
  getValues,
  setValue,
}: {
  control: Control<ContractFormValues, unknown, ContractFormParsed>;
  getValues: UseFormGetValues<ContractFormValues>;
  setValue: UseFormSetValue<ContractFormValues>;
}) {
  const types = useContractTypes();
  const locations = useLocations();
  const resorts = useResorts();
  const unitTypes = useUnitTypes();
  const locationValue = useWatch({ control, name: 'location' });

  // Unit-type names (a name is shared by many resorts), narrowed to the resorts of the chosen location.
  const unitTypeNames = useMemo(() => {
    const all = unitTypes.data ?? [];
    const locationId = Number(locationValue) || undefined;
    const resortIds = new Set(
      (resorts.data ?? []).filter((r) => r.locationId === locationId).map((r) => r.id),
    );
    const here = all.filter((u) => resortIds.has(u.resortId));
    return [...new Set((here.length > 0 ? here : all).map((u) => u.name))].sort((a, b) => a.localeCompare(b));
  }, [unitTypes.data, resorts.data, locationValue]);

  const typeField = useSelectField(control, 'contractTypeId');
  const referenceNames = useReferenceNames();
  const locationField = useSelectField(control, 'location');
  const unitTypeField = useSelectField(control, 'unitType');
  const loading = t('owner.loadingChoices');
  return (
    <>
      <SelectField
        id="contract-type"
        label={t('owner.contracts.type')}
        {...typeField}
        placeholder={types.data ? t('owner.contracts.typePlaceholder') : loading}
        hint={(() => {
          const chosen = types.data?.find((type) => String(type.id) === typeField.value);
          return chosen ? localDescription(chosen) : undefined;
        })()}
        disabled={!types.data}
      >
        {(types.data ?? []).map((type) => (
          <SelectItem key={type.id} value={String(type.id)}>
            {localName(type)}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        id="contract-location"
        label={t('owner.contracts.location')}
        {...locationField}
        onChange={(value) => {
          locationField.onChange(value);
          // Keep the unit type only if the new location's resorts offer it.
          const chosen = getValues('unitType');
          const ids = new Set(
            (resorts.data ?? []).filter((r) => String(r.locationId) === value).map((r) => r.id),
          );
          const offered = (unitTypes.data ?? []).some((u) => u.name === chosen && ids.has(u.resortId));
          if (chosen && ids.size > 0 && !offered) setValue('unitType', '');
        }}
        placeholder={locations.data ? t('owner.contracts.locationPlaceholder') : loading}
        disabled={!locations.data}
      >
        {(locations.data ?? []).map((location) => (
          <SelectItem key={location.id} value={String(location.id)}>
            {localName(location)}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        id="contract-unit-type"
        label={t('owner.contracts.unitType')}
        {...unitTypeField}
        placeholder={unitTypes.data ? t('owner.contracts.unitTypePlaceholder') : loading}
        disabled={!unitTypes.data}
      >
        {unitTypeNames.map((name) => (
          <SelectItem key={name} value={name}>
            {referenceNames.text(name)}
          </SelectItem>
        ))}
      </SelectField>
    </>
  );
}

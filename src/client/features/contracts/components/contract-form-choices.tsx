import { useState } from 'react';
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
 * location, and the unit type, narrowed to what the chosen location's resorts offer (a location
 * with no resorts offers none); a unit type the new location does not offer is cleared, with a note.
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

  // Set when a change of location cleared the unit type, said under that field until the next choice.
  const [dropped, setDropped] = useState('');
  /** Unit-type names (a name is shared by many resorts) of the resorts at a location; every one without. */
  const namesAt = (location: string) => {
    const all = unitTypes.data ?? [];
    if (!location) return new Set(all.map((u) => u.name));
    const resortIds = new Set(
      (resorts.data ?? []).filter((r) => String(r.locationId) === location).map((r) => r.id),
    );
    return new Set(all.filter((u) => resortIds.has(u.resortId)).map((u) => u.name));
  };
  const unitTypeNames = [...namesAt(locationValue ?? '')].sort((a, b) => a.localeCompare(b));

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
          // Keep the unit type only if the new location's resorts offer it, and say when it goes.
          const chosen = getValues('unitType');
          const clear = !!chosen && !namesAt(value).has(chosen);
          if (clear) setValue('unitType', '');
          const place = locations.data?.find((l) => String(l.id) === value)?.name ?? '';
          setDropped(
            clear ? t('owner.contracts.unitTypeDropped', { unitType: chosen, location: place }) : '',
          );
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
        onChange={(value) => {
          unitTypeField.onChange(value);
          setDropped('');
        }}
        placeholder={unitTypes.data ? t('owner.contracts.unitTypePlaceholder') : loading}
        hint={<span role="status">{dropped}</span>}
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

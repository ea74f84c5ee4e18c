import { ImagePlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card, CardContent } from '#src/client/components/ui/card.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { useResorts, useUnitTypes } from '#src/client/features/catalog/api.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { adminImagesMessages } from '#src/shared/i18n/en/admin-images.ts';
import { ownerMessages } from '#src/shared/i18n/en/owner.ts';
import { idOptions } from '../components/id-options';
import { StaffPage } from '../components/staff-page';
import { CurrentImages } from '../images/current-images';
import { UploadForm } from '../images/upload-form';

// The photo picker shared with the property form speaks the owner area's photo texts.
registerMessages(ownerMessages);
registerMessages(adminImagesMessages);

const idParam = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * /unit-type-images (managers and developers): pick a resort, then one of its unit types, see its
 * pictures, add up to 7 at a time or remove one. The choice lives in the address.
 */
export function UnitTypeImagesPage() {
  const [params, setParams] = useSearchParams();
  const resortId = idParam(params.get('resort'));
  const unitTypeId = idParam(params.get('unitType'));
  const resorts = useResorts();
  const unitTypes = useUnitTypes(resortId);
  const choices = resortId ? (unitTypes.data ?? []).filter((u) => u.resortId === resortId) : [];
  const unitType = choices.find((u) => u.id === unitTypeId);

  const choose = (values: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(values)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <StaffPage screen="images">
      <Card>
        <CardContent className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
          <SelectField
            id="images-resort"
            label={t('adminImages.stepResort')}
            value={resortId ? String(resortId) : ''}
            onChange={(value) => choose({ resort: value, unitType: undefined })}
            placeholder={t('adminImages.resortPlaceholder')}
            disabled={!resorts.data}
          >
            {idOptions(resorts.data)}
          </SelectField>
          <SelectField
            id="images-unit-type"
            label={t('adminImages.stepUnitType')}
            value={unitType ? String(unitType.id) : ''}
            onChange={(value) => choose({ unitType: value })}
            placeholder={
              !resortId
                ? t('adminImages.unitTypeFirst')
                : unitTypes.data && choices.length === 0
                  ? t('adminImages.noUnitTypes')
                  : t('adminImages.unitTypePlaceholder')
            }
            disabled={!resortId || choices.length === 0}
          >
            {idOptions(choices)}
          </SelectField>
        </CardContent>
      </Card>
      {unitType ? (
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <CurrentImages key={unitType.id} unitTypeId={unitType.id} name={unitType.name} />
          <UploadForm key={`upload-${unitType.id}`} unitTypeId={unitType.id} name={unitType.name} />
        </div>
      ) : (
        <StatePanel
          icon={<ImagePlus />}
          title={t('adminImages.chooseTitle')}
          hint={t('adminImages.chooseHint')}
        />
      )}
    </StaffPage>
  );
}

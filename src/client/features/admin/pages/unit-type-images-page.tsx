import { ImagePlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card, CardContent } from '#src/client/components/ui/card.tsx';
import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { useResorts, useUnitTypes } from '#src/client/features/catalog/api.ts';
import { adminImagesMessages } from '#src/client/i18n/en/admin-images.ts';
import { ownerMessages } from '#src/client/i18n/en/owner.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
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
  usePageTitle(t('unitTypeImages.title'));
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
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="max-w-3xl space-y-2">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">
            {t('adminImages.eyebrow')}
          </p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('unitTypeImages.title')}</h1>
          <p className="text-pretty text-muted-foreground">{t('adminImages.lead')}</p>
        </header>
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
              {(resorts.data ?? []).map((r) => (
                <SelectItem key={r.id} value={String(r.id)}>
                  {r.name}
                </SelectItem>
              ))}
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
              {choices.map((u) => (
                <SelectItem key={u.id} value={String(u.id)}>
                  {u.name}
                </SelectItem>
              ))}
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
      </div>
    </div>
  );
}

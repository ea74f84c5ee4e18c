import { useEffect, useRef, useState } from 'react';
import type { PickedPhoto } from '#src/client/components/photos/photo-checks.ts';
import { PhotoPicker } from '#src/client/components/photos/photo-picker.tsx';
import { Button } from '#src/client/components/ui/button.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { focusFirstError, showFormRefusal } from '#src/client/components/ui/form-refusal.ts';
import { Input } from '#src/client/components/ui/input.tsx';
import { PendingSubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useLocations } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { fieldIssues } from '#src/client/lib/api.ts';
import { type CreatePropertyFields, createPropertyFields } from '#src/shared/contracts/properties.ts';
import { useCreateListing } from '../api';
import { SellPropertyProgress } from './sell-property-progress';

type Values = CreatePropertyFields;

const EMPTY: Values = {
  hotelName: '',
  unitSize: '',
  location: '',
  type: '',
  price: '',
  weeksOrSeason: '',
  description: '',
};

const FIELDS = [
  'hotelName',
  'unitSize',
  'location',
  'type',
  'price',
  'weeksOrSeason',
  'description',
] as const;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * 'Sell a Property' (rules: docs/product.md, Property listings): the property's details and 1 to 7 photos, sent as one
 * multipart request whose upload progress is shown. The browser checks the photos' type, size and
 * count for convenience; the server decodes every photo and has the last word.
 */
export function SellPropertyForm() {
  const create = useCreateListing();
  const locations = useLocations();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photosError, setPhotosError] = useState<string>();
  const [progress, setProgress] = useState(0);
  // A new key after a listing is sent: the photo picker starts afresh, with no leftover notes.
  const [round, setRound] = useState(0);
  const abortRef = useRef<AbortController | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, reset, setError, formState } = useSchemaForm(createPropertyFields, EMPTY, {
    shouldFocusError: false,
  });
  const { errors } = formState;
  const pending = create.isPending;

  // Leaving mid-upload loses it: ask first, as the browser allows.
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  // Leaving the page (in the app) mid-upload cancels it.
  useEffect(() => () => abortRef.current?.abort(), []);

  const photosMissing = () => {
    setPhotosError(t('owner.photos.requiredBody'));
    toast({
      variant: 'destructive',
      title: t('owner.photos.required'),
      description: t('owner.photos.requiredBody'),
    });
  };

  const upload = (fields: Values) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    create.mutate(
      {
        fields,
        images: photos.map((p) => p.file),
        onProgress: setProgress,
        signal: controller.signal,
      },
      {
        onSuccess: () => {
          reset(EMPTY);
          setPhotos([]);
          setPhotosError(undefined);
          setRound((n) => n + 1);
          toast({ title: t('owner.property.listed'), description: t('owner.property.listedBody') });
        },
        onError: (error) => {
          if (isAbort(error)) {
            toast({ title: t('owner.property.cancelled'), description: t('owner.property.cancelledBody') });
            return;
          }
          showFormRefusal(error, setError, FIELDS, t('owner.property.failed'));
          const photoIssue = fieldIssues(error).images;
          if (photoIssue) setPhotosError(photoIssue);
          focusFirstError(formRef.current);
        },
        onSettled: () => {
          abortRef.current = null;
        },
      },
    );
  };

  const onSubmit = handleSubmit(
    (values) => {
      if (photos.length > 0) return upload(values);
      photosMissing();
      focusFirstError(formRef.current);
    },
    () => {
      if (photos.length === 0) photosMissing();
      focusFirstError(formRef.current);
    },
  );

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={pending || undefined}
      className="grid gap-8"
    >
      <fieldset disabled={pending} className="grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="mb-4 text-base font-semibold">{t('owner.property.detailsLegend')}</legend>
        <FormField
          id="sell-hotel"
          label={t('owner.property.hotelName')}
          error={errors.hotelName?.message}
          className="sm:col-span-2"
        >
          <Input
            autoComplete="off"
            placeholder={t('owner.property.hotelNamePlaceholder')}
            {...register('hotelName')}
          />
        </FormField>
        <FormField id="sell-location" label={t('owner.property.location')} error={errors.location?.message}>
          <Input
            list="sell-location-suggestions"
            autoComplete="off"
            placeholder={t('owner.property.locationPlaceholder')}
            {...register('location')}
          />
        </FormField>
        <datalist id="sell-location-suggestions">
          {(locations.data ?? []).map((l) => (
            <option key={l.id} value={l.name} />
          ))}
        </datalist>
        <FormField id="sell-unit-size" label={t('owner.property.unitSize')} error={errors.unitSize?.message}>
          <Input placeholder={t('owner.property.unitSizePlaceholder')} {...register('unitSize')} />
        </FormField>
        <FormField
          id="sell-price"
          label={t('owner.property.price')}
          hint={t('owner.property.priceHint')}
          error={errors.price?.message}
        >
          <Input placeholder={t('owner.property.pricePlaceholder')} {...register('price')} />
        </FormField>
        <FormField
          id="sell-weeks"
          label={t('owner.property.weeksOrSeason')}
          hint={t('owner.property.weeksOrSeasonHint')}
          error={errors.weeksOrSeason?.message}
        >
          <Input placeholder={t('owner.property.weeksOrSeasonPlaceholder')} {...register('weeksOrSeason')} />
        </FormField>
        <FormField
          id="sell-type"
          label={t('owner.property.type')}
          hint={t('owner.property.typeHint')}
          error={errors.type?.message}
          className="sm:col-span-2"
        >
          <Input placeholder={t('owner.property.typePlaceholder')} {...register('type')} />
        </FormField>
        <FormField
          id="sell-description"
          label={t('owner.property.description')}
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Textarea
            rows={5}
            placeholder={t('owner.property.descriptionPlaceholder')}
            {...register('description')}
          />
        </FormField>
      </fieldset>

      <PhotoPicker
        key={round}
        id="sell-photos"
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          if (next.length > 0) setPhotosError(undefined);
        }}
        disabled={pending}
        error={photosError}
      />

      <div className="grid gap-4 border-t border-border pt-6">
        {pending ? <SellPropertyProgress fraction={progress} /> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {/* Once every byte is sent the server is storing the listing: too late to take it back. */}
          {pending && progress < 1 ? (
            <Button variant="outline" size="lg" onClick={() => abortRef.current?.abort()}>
              {t('owner.property.cancelUpload')}
            </Button>
          ) : null}
          <PendingSubmitButton pending={pending} className="w-full sm:w-auto sm:min-w-48">
            {pending ? t('owner.property.submitting') : t('owner.property.submit')}
          </PendingSubmitButton>
        </div>
      </div>
    </form>
  );
}

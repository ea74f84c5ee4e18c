import { Upload } from 'lucide-react';
import { useState } from 'react';
import type { PickedPhoto } from '#src/client/components/photos/photo-checks.ts';
import { PhotoPicker } from '#src/client/components/photos/photo-picker.tsx';
import { Button } from '#src/client/components/ui/button.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Progress } from '#src/client/components/ui/progress.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { useUploadUnitTypeImages } from './api';

const DESCRIPTION_MAX = 500;

/** Up to 7 pictures with one optional description; progress while they travel; nothing lost on failure. */
export function UploadForm({ unitTypeId, name }: { unitTypeId: number; name: string }) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadUnitTypeImages();
  const busy = upload.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (photos.length === 0 || busy) return;
    setFailure(null);
    setProgress(0);
    upload.mutate(
      { unitTypeId, description, images: photos.map((p) => p.file), onProgress: setProgress },
      {
        onSuccess: () => {
          setPhotos([]);
          setDescription('');
          toast({ title: t('adminImages.uploaded'), description: t('adminImages.uploadedBody', { name }) });
        },
        onError: (error) => setFailure(errorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const sent = progress !== null && progress >= 1;
  return (
    <section aria-labelledby="upload-images-title" className="space-y-4">
      <h2 id="upload-images-title" className="text-xl font-bold tracking-tight">
        {t('adminImages.uploadTitle')}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-5" aria-labelledby="upload-images-title">
        <PhotoPicker
          id="unit-type-photos"
          legend={t('adminImages.pickerLegend')}
          hint={t('adminImages.pickerHint')}
          cover={false}
          photos={photos}
          onChange={setPhotos}
          disabled={busy}
        />
        <FormField
          id="unit-type-image-description"
          label={t('adminImages.description')}
          hint={t('adminImages.descriptionHint')}
        >
          <Textarea
            rows={2}
            maxLength={DESCRIPTION_MAX}
            value={description}
            disabled={busy}
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormField>
        {failure ? (
          <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
            <p className="font-semibold text-destructive">{t('adminImages.uploadFailed')}</p>
            <p className="text-muted-foreground">{failure}</p>
          </div>
        ) : null}
        {progress !== null ? (
          <div className="grid gap-2 rounded-xl bg-primary-soft/70 p-4">
            <span className="text-sm font-medium" aria-hidden="true">
              {sent
                ? t('adminImages.processing')
                : `${t('adminImages.uploading')} ${Math.round(progress * 100)}%`}
            </span>
            <Progress
              label={t('adminImages.progressLabel')}
              value={sent ? undefined : Math.round(progress * 100)}
              valueText={sent ? t('adminImages.processing') : t('adminImages.uploading')}
            />
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy || photos.length === 0}>
            <Upload aria-hidden="true" />
            {photos.length === 0
              ? t('adminImages.upload')
              : photos.length === 1
                ? t('adminImages.uploadOne')
                : t('adminImages.uploadCount', { count: photos.length })}
          </Button>
          {photos.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('adminImages.needFiles')}</p>
          ) : null}
        </div>
      </form>
    </section>
  );
}

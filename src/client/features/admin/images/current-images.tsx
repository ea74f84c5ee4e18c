import { ImageOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { SafeImage } from '#src/client/components/ui/safe-image.tsx';
import { RetryPanel, StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useUnitTypeImages } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import type { UnitTypeImage } from '#src/shared/contracts/catalog.ts';
import { imageSrcSet } from '#src/shared/images.ts';
import { LoadingLine } from '../components/list-states';
import { focusAfterRemoval } from '../lib/focus';
import { toastFailure } from '../lib/toasts';
import { useRemoveUnitTypeImage } from './api';

/** The unit type's pictures as the public carousels show them, each removable after a confirmation. */
export function CurrentImages({ unitTypeId, name }: { unitTypeId: number; name: string }) {
  const images = useUnitTypeImages(unitTypeId);
  const remove = useRemoveUnitTypeImage();
  const [asking, setAsking] = useState<UnitTypeImage | null>(null);

  const confirmRemove = () => {
    if (!asking) return;
    remove.mutate(asking, {
      onSuccess: () => toast({ title: t('adminImages.success'), description: t('adminImages.removed') }),
      onError: (error) => toastFailure(t('adminImages.removeFailed'), error),
      onSettled: () => setAsking(null),
    });
  };

  let body: React.ReactNode;
  if (images.isPending) {
    body = <LoadingLine label={t('adminImages.loading')} className="py-6" />;
  } else if (images.isError) {
    body = (
      <RetryPanel
        title={t('adminImages.loadFailed')}
        hint={t('adminImages.loadFailedHint')}
        retryLabel={t('adminImages.retry')}
        onRetry={() => images.refetch()}
      />
    );
  } else if (images.data.length === 0) {
    body = (
      <StatePanel icon={<ImageOff />} title={t('adminImages.empty')} hint={t('adminImages.emptyHint')} />
    );
  } else {
    body = (
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2"
        aria-label={t('adminImages.currentTitle', { name })}
      >
        {images.data.map((image, i) => (
          <li
            key={image.id}
            className="overflow-hidden rounded-xl border border-border bg-surface shadow-card"
          >
            <SafeImage
              src={image.imageUrl}
              srcSet={imageSrcSet(image.imageUrl)}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
              width={960}
              height={640}
              alt={t('adminImages.imageAlt', { number: i + 1, name })}
              className="aspect-[3/2] w-full object-cover"
            />
            <div className="grid gap-1 p-2">
              {image.description ? (
                <p className="line-clamp-2 text-xs text-muted-foreground">{image.description}</p>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                className="justify-self-start text-destructive hover:bg-destructive/10"
                onClick={() => setAsking(image)}
                aria-label={t('adminImages.removeNamed', { number: i + 1, name })}
              >
                <Trash2 aria-hidden="true" />
                {t('adminImages.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const count = images.data?.length ?? 0;
  return (
    <section aria-labelledby="current-images-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-3">
        <h2 id="current-images-title" tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
          {t('adminImages.currentTitle', { name })}
        </h2>
        {images.data ? (
          <span className="text-sm text-muted-foreground">
            {count === 1 ? t('adminImages.currentCountOne') : t('adminImages.currentCount', { count })}
          </span>
        ) : null}
      </div>
      {body}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('adminImages.removeQuestion')}
        description={t('adminImages.removeDetail')}
        confirmLabel={t('adminImages.removeConfirm')}
        pendingLabel={t('adminImages.removing')}
        cancelLabel={t('adminImages.cancel')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCloseAutoFocus={focusAfterRemoval(remove.isSuccess, 'current-images-title')}
      />
    </section>
  );
}

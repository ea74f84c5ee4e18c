import { X } from 'lucide-react';
import { type Ref, useEffect, useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { formatFileSize } from './photo-checks';

/**
 * An object URL for a picked file, revoked when the file changes or the thumbnail goes (removed,
 * form reset, page left), so that a photo's memory is given back as soon as it is not shown.
 */
function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** One chosen photo before sending: the picture, its name and size, a cover badge, a remove button. */
export function PhotoThumbnail({
  file,
  position,
  cover,
  disabled,
  onRemove,
  removeRef,
}: {
  file: File;
  /** 1-based, as people count. */
  position: number;
  cover: boolean;
  disabled?: boolean;
  onRemove: () => void;
  removeRef?: Ref<HTMLButtonElement>;
}) {
  const url = useObjectUrl(file);
  const name = { n: position, name: file.name };
  return (
    <figure className="group relative overflow-hidden rounded-xl border border-border bg-surface shadow-xs">
      <div className="relative aspect-[4/3] bg-muted">
        {url ? (
          <img
            src={url}
            alt={t('owner.photos.thumbnailAlt', name)}
            className="absolute inset-0 size-full object-cover"
            draggable={false}
          />
        ) : null}
        {cover ? (
          <span className="absolute bottom-2 left-2 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-semibold text-white">
            {t('owner.photos.cover')}
          </span>
        ) : null}
        <button
          ref={removeRef}
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('owner.photos.remove', name)}
          className="absolute top-2 right-2 grid size-9 cursor-pointer place-content-center rounded-full bg-white/95 text-slate-900 shadow-md ring-1 ring-slate-900/10 transition hover:bg-white hover:text-destructive focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <figcaption className="flex items-baseline justify-between gap-2 px-2.5 py-2 text-xs">
        <span className="truncate font-medium" title={file.name}>
          {file.name}
        </span>
        <span className="shrink-0 text-muted-foreground tabular-nums">{formatFileSize(file.size)}</span>
      </figcaption>
    </figure>
  );
}

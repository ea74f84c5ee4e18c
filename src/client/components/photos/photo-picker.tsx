import { ImagePlus } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { PROPERTY_IMAGES_MAX } from '#src/shared/constants.ts';
import { buttonClasses } from '../ui/button';
import { FieldError, fieldDescriptionIds } from '../ui/form-field';
import { toast } from '../ui/use-toast';
import { checkPhotos, PHOTO_ACCEPT, type PhotoCheck, type PickedPhoto, toPickedPhotos } from './photo-checks';
import { PhotoThumbnail } from './photo-thumbnail';

const names = (files: readonly File[]) => files.map((f) => `“${f.name}”`).join(', ');

/** The one toast (one at a time) for the first problem; the full list stays under the picker. */
function reportProblems(check: PhotoCheck): string | undefined {
  const lines: string[] = [];
  if (check.wrongType.length) lines.push(t('owner.photos.wrongTypeBody', { names: names(check.wrongType) }));
  if (check.tooLarge.length) lines.push(t('owner.photos.tooLargeBody', { names: names(check.tooLarge) }));
  if (check.overLimit.length) lines.push(t('owner.photos.tooManyBody'));
  if (check.duplicates.length)
    lines.push(t('owner.photos.duplicateBody', { names: names(check.duplicates) }));

  if (check.wrongType.length)
    toast({ variant: 'destructive', title: t('owner.photos.wrongType'), description: lines[0] });
  else if (check.tooLarge.length)
    toast({ variant: 'destructive', title: t('owner.photos.tooLarge'), description: lines[0] });
  else if (check.overLimit.length)
    toast({ variant: 'destructive', title: t('owner.photos.tooMany'), description: lines[0] });
  return lines.length ? lines.join(' ') : undefined;
}

/**
 * Photos of the property: pick them or drop them (up to 7), see them before sending, remove any.
 * The file input is the real control (visually hidden, labelled, keyboard-focusable); the drop
 * area around it is a convenience for a mouse.
 */
export function PhotoPicker({
  id,
  photos,
  onChange,
  disabled,
  error,
  legend,
  hint,
  cover = true,
}: {
  /** The fieldset's title; the property form's wording when not given. */
  legend?: string;
  /** The line under the drop zone; the property form's wording when not given. */
  hint?: string;
  /** Whether the first picked photo is marked as the cover (a listing's first photo is; unit-type pictures join a set). */
  cover?: boolean;
  id: string;
  photos: readonly PickedPhoto[];
  onChange: (next: PickedPhoto[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRefs = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRemoval = useRef<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [skipped, setSkipped] = useState<string>();
  const full = photos.length >= PROPERTY_IMAGES_MAX;

  // After a removal, focus the photo that took its place (or the last one, or the picker).
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const next = photos[Math.min(index, photos.length - 1)];
    (next ? removeRefs.current.get(next.id) : inputRef.current)?.focus();
  }, [photos]);

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    const check = checkPhotos(photos, files);
    setSkipped(reportProblems(check));
    if (check.accepted.length) onChange([...photos, ...toPickedPhotos(check.accepted)]);
  };

  const remove = (index: number) => {
    focusAfterRemoval.current = index;
    setSkipped(undefined);
    onChange(photos.filter((_, i) => i !== index));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-4 text-base font-semibold">{legend ?? t('owner.photos.label')}</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a mouse shortcut; the file input inside is the accessible control. */}
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled || full ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-primary bg-primary-soft' : 'border-input/60 bg-sand-50',
          error && !dragging && 'border-destructive/70',
          disabled && 'opacity-60',
        )}
      >
        <span className="grid size-12 place-content-center rounded-full bg-surface text-primary shadow-card">
          <ImagePlus className="size-6" aria-hidden="true" />
        </span>
        {/* Dragging files is for a mouse: a phone has only the button. */}
        <p className="text-sm font-medium pointer-coarse:hidden">
          {dragging ? t('owner.photos.dropNow') : t('owner.photos.dropHere')}
        </p>
        <input
          ref={inputRef}
          id={id}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          disabled={disabled || full}
          aria-describedby={[statusId, hintId, fieldDescriptionIds(id, { error: !!error })]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            // The same file can be picked again after it was removed.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonClasses({ variant: 'outline' }),
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            (disabled || full) && 'pointer-events-none opacity-60',
          )}
        >
          {full ? t('owner.photos.full') : t('owner.photos.choose')}
        </label>
        <p id={hintId} className="max-w-sm text-xs text-pretty text-muted-foreground">
          {hint ?? t('owner.photos.hint', { max: PROPERTY_IMAGES_MAX })}
        </p>
        <p id={statusId} className="text-sm font-medium text-foreground tabular-nums" aria-live="polite">
          {t('owner.photos.count', { count: photos.length, max: PROPERTY_IMAGES_MAX })}
        </p>
      </div>

      {photos.length > 0 ? (
        <ul
          aria-label={t('owner.photos.listLabel')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <PhotoThumbnail
                file={photo.file}
                position={index + 1}
                cover={cover && index === 0}
                disabled={disabled}
                onRemove={() => remove(index)}
                removeRef={(element) => {
                  if (element) removeRefs.current.set(photo.id, element);
                  else removeRefs.current.delete(photo.id);
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {skipped ? (
        <p className="text-sm text-destructive" role="status">
          {skipped}
        </p>
      ) : null}
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}

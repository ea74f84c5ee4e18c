import { Download, FileCheck2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Progress } from '#src/client/components/ui/progress.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import { urlOf } from '#src/client/lib/endpoints.ts';
import { CONFIRMATION_MAX_BYTES, CONFIRMATION_TYPES } from '#src/shared/bookings/rules.ts';
import type { BookingDetail } from '#src/shared/contracts/bookings.ts';
import { useUploadConfirmation } from '../api';
import { formatStayMoment } from '../lib/stay-format';
import { useZoneName } from './stay-summary';

/** '120 KB', '2.4 MB': a file's size as people read it. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Whether the owner may send (or replace) the resort's confirmation now: after accepting, or confirmed before check-in. */
export function canUpload(booking: BookingDetail, now = Date.now()): boolean {
  if (booking.viewer !== 'owner') return false;
  if (booking.allowed.includes('confirm')) return true;
  return booking.status === 'confirmed' && now < Date.parse(booking.checkInAt);
}

/**
 * The resort's confirmation on a booking's page: its download for the guest, the owner and staff
 * (a download, never shown as a page of the site), and for the owner the upload that confirms the
 * booking, with its deadline, the file's rules checked before sending, and the upload's progress.
 */
export function ConfirmationCard({ booking, onChanged }: { booking: BookingDetail; onChanged: () => void }) {
  const zone = useZoneName(booking.locationName);
  const at = (iso: string) => `${formatStayMoment(iso, booking.timeZone)} ${zone}`;
  const uploading = canUpload(booking);
  const file = booking.confirmation;
  if (!file && !uploading) {
    if (booking.viewer === 'guest' && booking.status === 'accepted' && booking.confirmBy)
      return (
        <Card>
          <p className="text-sm text-muted-foreground text-pretty">
            {t('bookings.confirm.guestWaits', { date: at(booking.confirmBy) })}
          </p>
        </Card>
      );
    return null;
  }
  const lead = booking.guests[0];
  return (
    <Card>
      {file ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-2.5 text-sm">
            <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              <span className="block font-medium">{t('bookings.confirm.fileTitle')}</span>
              <span className="text-muted-foreground">
                {t('bookings.confirm.file', {
                  type: file.contentType === 'application/pdf' ? 'PDF' : 'JPEG',
                  size: fileSize(file.byteSize),
                  date: at(file.uploadedAt),
                })}
              </span>
            </span>
          </p>
          <Button asChild variant="outline">
            <a href={urlOf('GET /api/bookings/:id/confirmation', { params: { id: booking.id } })} download>
              <Download aria-hidden="true" />
              {t('bookings.confirm.download')}
            </a>
          </Button>
        </div>
      ) : null}
      {uploading ? (
        <UploadForm
          booking={booking}
          replacing={!!file}
          intro={
            file
              ? t('bookings.confirm.replaceHint')
              : t('bookings.confirm.due', {
                  name: lead ? `${lead.firstName} ${lead.lastName}` : '',
                  date: booking.confirmBy ? at(booking.confirmBy) : '',
                })
          }
          onChanged={onChanged}
        />
      ) : null}
    </Card>
  );
}

function Card({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-labelledby="booking-confirmation"
      className="grid gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <h2
        id="booking-confirmation"
        className="text-sm font-semibold tracking-widest text-muted-foreground uppercase"
      >
        {t('bookings.confirm.title')}
      </h2>
      {children}
    </section>
  );
}

const ACCEPT = CONFIRMATION_TYPES.join(',');

function UploadForm({
  booking,
  replacing,
  intro,
  onChanged,
}: {
  booking: BookingDetail;
  replacing: boolean;
  intro: string;
  onChanged: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<number>();
  const upload = useUploadConfirmation();

  const choose = (file: File | undefined) => {
    setProblem(undefined);
    setChosen(undefined);
    if (!file) return;
    // The server checks the content; these are the same rules, told before a byte is sent.
    if (!(CONFIRMATION_TYPES as readonly string[]).includes(file.type))
      setProblem(t('bookings.confirm.wrongType'));
    else if (file.size > CONFIRMATION_MAX_BYTES) setProblem(t('bookings.confirm.tooLarge'));
    else setChosen(file);
  };

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setProblem(t('bookings.confirm.chooseFirst'));
      input.current?.focus();
      return;
    }
    setProgress(0);
    upload.mutate(
      { id: booking.id, file: chosen, onProgress: (f) => setProgress(Math.round(f * 100)) },
      {
        onSuccess: () => {
          setProgress(undefined);
          setChosen(undefined);
          if (input.current) input.current.value = '';
          toast({ title: t(replacing ? 'bookings.confirm.replaced' : 'bookings.confirm.sent') });
        },
        onError: (error) => {
          setProgress(undefined);
          if (error instanceof ApiError && (error.status === 400 || error.status === 413))
            setProblem(errorMessage(error));
          else {
            toast({
              variant: 'destructive',
              title: t('bookings.confirm.failed'),
              description: errorMessage(error),
              cause: error,
            });
            if (error instanceof ApiError && error.status === 409) onChanged();
          }
        },
      },
    );
  };

  const busy = upload.isPending;
  return (
    <form noValidate onSubmit={send} className="grid gap-3" aria-busy={busy || undefined}>
      <p className="text-sm text-pretty">{intro}</p>
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t(replacing ? 'bookings.confirm.replace' : 'bookings.confirm.choose')}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(e) => choose(e.target.files?.[0])}
          className="block w-full cursor-pointer rounded-lg border border-input bg-surface text-sm file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-muted file:px-3 file:py-2.5 file:font-medium"
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('bookings.confirm.hint')}
        </p>
        {problem ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      {busy && progress !== undefined ? (
        <Progress
          value={progress < 100 ? progress : undefined}
          label={t('bookings.confirm.uploading')}
          valueText={`${progress} %`}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner className="text-current" /> : <Upload aria-hidden="true" />}
          {busy
            ? t('bookings.confirm.uploading')
            : t(replacing ? 'bookings.confirm.replaceButton' : 'bookings.confirm.upload')}
        </Button>
      </div>
    </form>
  );
}

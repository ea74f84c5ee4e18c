import { FileText, Lock, Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#src/client/components/ui/dialog.tsx';
import { Progress } from '#src/client/components/ui/progress.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { OwnerWeek } from '#src/shared/contracts/weeks.ts';
import { verificationMessages } from '#src/shared/i18n/en/verification.ts';
import {
  VERIFICATION_FILE_MAX_BYTES,
  VERIFICATION_FILES_MAX,
  VERIFICATION_UPLOAD_TYPES,
} from '#src/shared/verification/rules.ts';
import { useAskVerification } from '../api';

registerMessages(verificationMessages);

/** The week asked about, and the button that asked (focus returns to it). */
export interface VerifyRequest {
  week: OwnerWeek;
  trigger: HTMLElement | null;
}

const ACCEPT = VERIFICATION_UPLOAD_TYPES.join(',');

/** '120 KB', '2.4 MB' */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The first thing wrong with the chosen files, in the reader's language (the server checks the content again). */
function problemOf(files: File[]): string | undefined {
  if (files.length === 0) return t('verification.dialog.chooseFirst');
  if (files.length > VERIFICATION_FILES_MAX) return t('verification.dialog.tooMany');
  for (const file of files) {
    if (!(VERIFICATION_UPLOAD_TYPES as readonly string[]).includes(file.type))
      return t('verification.dialog.wrongType', { name: file.name });
    if (file.size > VERIFICATION_FILE_MAX_BYTES)
      return t('verification.dialog.tooLarge', { name: file.name });
  }
  return undefined;
}

/**
 * 'Get verified' on My Dashboard (decision 062): what proof to send for this week, 1 to 3 files
 * (PDF, JPEG, PNG, WebP, 10 MB each) checked before sending, the upload's progress, and the
 * server's refusal under the files. Used again after a rejection or a lapse.
 */
export function GetVerifiedDialog({
  request,
  onClose,
}: {
  request: VerifyRequest | null;
  onClose: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const ask = useAskVerification();
  const [shown, setShown] = useState<VerifyRequest | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<number>();
  if (request && request !== shown) {
    setShown(request);
    setFiles([]);
    setProblem(undefined);
    setProgress(undefined);
  }
  const week = shown?.week;
  const dates = week ? `${formatDay(week.fromDate)} – ${formatDay(week.toDate)}` : '';
  const busy = ask.isPending;

  const add = (chosen: FileList | null) => {
    const next = [...files, ...Array.from(chosen ?? [])];
    setFiles(next);
    setProblem(next.length > 0 ? problemOf(next) : undefined);
    if (input.current) input.current.value = '';
  };
  const remove = (index: number) => {
    const next = files.filter((_, i) => i !== index);
    setFiles(next);
    setProblem(next.length > 0 ? problemOf(next) : undefined);
  };

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (!week || busy) return;
    const wrong = problemOf(files);
    setProblem(wrong);
    if (wrong) {
      input.current?.focus();
      return;
    }
    setProgress(0);
    ask.mutate(
      { id: week.id, files, onProgress: (f) => setProgress(Math.round(f * 100)) },
      {
        onSuccess: () => {
          setProgress(undefined);
          onClose();
          toast({
            title: t('verification.dialog.sent'),
            description: t('verification.dialog.sentBody', { resort: week.resortName }),
          });
        },
        onError: (error) => {
          setProgress(undefined);
          if (error instanceof ApiError && [400, 409, 413].includes(error.status))
            setProblem(errorMessage(error));
          else
            toast({
              variant: 'destructive',
              title: t('verification.dialog.failed'),
              description: errorMessage(error),
              cause: error,
            });
        },
      },
    );
  };

  return (
    <Dialog open={!!request} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (shown?.trigger?.isConnected) {
            event.preventDefault();
            shown.trigger.focus();
          }
        }}
      >
        <form onSubmit={send} noValidate className="flex min-h-0 flex-col" aria-busy={busy || undefined}>
          <DialogHeader>
            <DialogTitle>{t('verification.dialog.title')}</DialogTitle>
            <DialogDescription>{week ? `${week.resortName} · ${dates}` : null}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 overflow-y-auto px-6 py-5 text-sm">
            <p className="text-pretty">
              {week ? t('verification.dialog.lead', { code: week.reservationCode, dates }) : null}
            </p>
            <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
              <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              {t('verification.dialog.private')}
            </p>
            <div className="grid gap-2">
              <label htmlFor={id} className="font-medium">
                {t('verification.dialog.choose')}
              </label>
              <input
                ref={input}
                id={id}
                type="file"
                multiple
                accept={ACCEPT}
                disabled={busy || files.length >= VERIFICATION_FILES_MAX}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
                onChange={(e) => add(e.target.files)}
                className="block w-full cursor-pointer rounded-lg border border-input bg-surface text-sm file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-muted file:px-3 file:py-2.5 file:font-medium disabled:cursor-not-allowed disabled:opacity-60"
              />
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {t('verification.dialog.hint')}
              </p>
              {files.length > 0 ? (
                <ul className="grid gap-1.5">
                  {files.map((file, i) => (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice
                      key={`${file.name}-${i}`}
                      className="flex items-center gap-2 rounded-lg border border-border px-2.5 py-1.5"
                    >
                      <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      <span className="min-w-0 flex-1 truncate">{file.name}</span>
                      <span className="text-xs text-muted-foreground tabular-nums">{sizeOf(file.size)}</span>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        disabled={busy}
                        aria-label={t('verification.dialog.remove', { name: file.name })}
                        onClick={() => remove(i)}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {problem ? (
                <p id={`${id}-error`} role="alert" className="font-medium text-destructive">
                  {problem}
                </p>
              ) : null}
            </div>
            {busy && progress !== undefined ? (
              <Progress
                value={progress < 100 ? progress : undefined}
                label={t('verification.dialog.sending')}
                valueText={`${progress} %`}
              />
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              {t('verification.dialog.cancel')}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? <Spinner className="text-current" /> : <Upload aria-hidden="true" />}
              {busy ? t('verification.dialog.sending') : t('verification.dialog.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

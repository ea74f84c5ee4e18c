import { CircleCheck, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#src/client/components/ui/dialog.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { authPathFrom } from '#src/client/lib/return-path.ts';
import { moderationMessages } from '#src/shared/i18n/en/moderation.ts';
import {
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportKind,
  type ReportReason,
} from '#src/shared/moderation/rules.ts';
import { useCreateReport } from '../api';

registerMessages(moderationMessages);

export interface ReportDialogProps {
  kind: ReportKind;
  id: number;
  /** What the item is ('Villa del Arco, Studio · Los Cabos'): names the button for screen readers. */
  summary?: string;
  /** The trigger's text ('Report this listing' by default; 'Report' on a message). */
  label?: string;
}

/**
 * "Report this listing": a quiet flag button opening the reasons, the person's words (required for
 * "Something else") and Send; a visitor is asked to sign in first. The server decides everything
 * (one open report per person and item, the hourly limit, never one's own).
 */
export function ReportDialog({ kind, id, summary, label }: ReportDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start text-muted-foreground hover:text-foreground"
          aria-label={summary ? t('report.openNamed', { summary }) : undefined}
        >
          <Flag aria-hidden="true" />
          {label ?? t(kind === 'message' ? 'report.messageOpen' : 'report.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {open ? <ReportBody kind={kind} id={id} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportBody({ kind, id, onDone }: { kind: ReportKind; id: number; onDone: () => void }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <Spinner className="m-6" />;
  if (!user)
    return (
      <div className="flex flex-col">
        <DialogHeader>
          <DialogTitle>{t('report.signInTitle')}</DialogTitle>
          <DialogDescription>{t('report.signInBody')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('report.cancel')}
          </Button>
          <ButtonLink to={authPathFrom(location)}>{t('report.signIn')}</ButtonLink>
        </DialogFooter>
      </div>
    );
  return <ReportForm kind={kind} id={id} onDone={onDone} />;
}

function ReportForm({ kind, id, onDone }: { kind: ReportKind; id: number; onDone: () => void }) {
  const formId = useId();
  const [reason, setReason] = useState<ReportReason>();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ field: 'reason' | 'text' | 'form'; message: string }>();
  const create = useCreateReport();

  if (create.isSuccess)
    return (
      <div className="flex flex-col">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="size-5 text-success" />
            {t('report.thanks')}
          </DialogTitle>
          <DialogDescription>{t('report.thanksBody')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" onClick={onDone}>
            {t('report.close')}
          </Button>
        </DialogFooter>
      </div>
    );

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!reason) return setProblem({ field: 'reason', message: t('report.chooseReason') });
    if (reason === 'other' && !words) return setProblem({ field: 'text', message: t('report.textRequired') });
    create.mutate(
      { kind, targetId: id, reason, text: words },
      {
        onError: (error) => {
          const field = error instanceof ApiError && error.status === 400 ? 'text' : 'form';
          setProblem({ field, message: errorMessage(error) });
        },
      },
    );
  };
  const errorId = `${formId}-error`;
  const textRequired = reason === 'other';

  return (
    <form noValidate onSubmit={send} className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{t(kind === 'message' ? 'report.messageTitle' : 'report.title')}</DialogTitle>
        <DialogDescription>{t(kind === 'message' ? 'report.messageBody' : 'report.body')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4">
        <fieldset
          className="grid gap-2"
          aria-invalid={problem?.field === 'reason' ? true : undefined}
          aria-describedby={problem?.field === 'reason' ? errorId : undefined}
        >
          <legend className="mb-2 text-sm font-medium">{t('report.reason')}</legend>
          {REPORT_REASONS.map((r) => (
            <label
              key={r}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name={`${formId}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setProblem(undefined);
                }}
                className="mt-0.5 size-4 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{t(`report.reason.${r}`)}</span>
                <span className="text-muted-foreground">{t(`report.reason.${r}.hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="grid gap-2">
          <label htmlFor={`${formId}-text`} className="text-sm font-medium">
            {textRequired ? t('report.text') : t('report.textOptional')}
          </label>
          <Textarea
            id={`${formId}-text`}
            value={text}
            maxLength={REPORT_TEXT_MAX}
            rows={4}
            required={textRequired}
            aria-invalid={problem?.field === 'text' ? true : undefined}
            aria-describedby={`${formId}-hint${problem?.field === 'text' ? ` ${errorId}` : ''}`}
            onChange={(e) => {
              setText(e.target.value);
              if (problem) setProblem(undefined);
            }}
          />
          <p id={`${formId}-hint`} className="text-xs text-muted-foreground">
            {t('report.textHint', {
              count: formatCount(text.trim().length),
              max: formatCount(REPORT_TEXT_MAX),
            })}
          </p>
        </div>
        {problem && problem.field !== 'form' ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {problem.message}
          </p>
        ) : null}
      </DialogBody>
      {/* Outside the scrolled body, beside the button that was pressed: a refusal of the whole report. */}
      {problem?.field === 'form' ? (
        <p id={errorId} role="alert" className="px-6 pt-3 text-sm font-medium text-destructive">
          {problem.message}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          {create.isPending ? <Spinner className="text-current" /> : <Flag aria-hidden="true" />}
          {create.isPending ? t('report.sending') : t('report.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}

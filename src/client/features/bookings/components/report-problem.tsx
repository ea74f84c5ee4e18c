import { MessageSquareWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#src/client/components/ui/dialog.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import { PROBLEM_TEXT_MAX, PROBLEM_TEXT_MIN } from '#src/shared/bookings/rules.ts';
import type { BookingDetail } from '#src/shared/contracts/bookings.ts';
import { useReportProblem } from '../api';

/**
 * The guest's "Report a problem", from the resort's confirmation until a day after check-in: what
 * went wrong, in their words; the owner's payout then waits for our team.
 */
export function ReportProblem({
  booking,
  until,
  onChanged,
}: {
  booking: BookingDetail;
  /** When reporting ends, in the resort's words. */
  until: string;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t('bookings.report.until', { date: until })}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <div>
          <Button variant="outline" onClick={() => setOpen(true)}>
            <MessageSquareWarning aria-hidden="true" />
            {t('bookings.report.button')}
          </Button>
        </div>
        <DialogContent>
          {open ? <ReportForm booking={booking} onDone={() => setOpen(false)} onChanged={onChanged} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ReportForm({
  booking,
  onDone,
  onChanged,
}: {
  booking: BookingDetail;
  onDone: () => void;
  onChanged: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const report = useReportProblem();
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (words.length < PROBLEM_TEXT_MIN) {
      setProblem(t('bookings.report.tooShort'));
      return;
    }
    report.mutate(
      { id: booking.id, text: words },
      {
        onSuccess: () => {
          onDone();
          toast({ title: t('bookings.report.sent') });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            setProblem(errorMessage(error));
            return;
          }
          onDone();
          toast({
            variant: 'destructive',
            title: t('bookings.report.failed'),
            description: errorMessage(error),
            cause: error,
          });
          if (error instanceof ApiError && error.status === 409) onChanged();
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={send} className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{t('bookings.report.title')}</DialogTitle>
        <DialogDescription>{t('bookings.report.body')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('bookings.report.label')}
        </label>
        <Textarea
          id={id}
          value={text}
          maxLength={PROBLEM_TEXT_MAX}
          rows={6}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(undefined);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('bookings.report.hint', { count: text.trim().length, max: PROBLEM_TEXT_MAX })}
        </p>
        {problem ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={report.isPending}>
          {t('bookings.report.keep')}
        </Button>
        <Button type="submit" disabled={report.isPending} aria-busy={report.isPending || undefined}>
          {report.isPending ? <Spinner className="text-current" /> : null}
          {report.isPending ? t('bookings.report.sending') : t('bookings.report.send')}
        </Button>
      </DialogFooter>
    </form>
  );
}

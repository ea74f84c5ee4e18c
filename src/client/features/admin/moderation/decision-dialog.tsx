import { useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Checkbox } from '#src/client/components/ui/checkbox.tsx';
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
import type { StaffReport } from '#src/shared/contracts/moderation.ts';
import { type ReportAction, STAFF_NOTE_MAX } from '#src/shared/moderation/rules.ts';
import { useDecideReport, useUnhide } from './api';

export type Choice = ReportAction | 'unhide';

const ownerName = (r: StaffReport) => (r.owner ? `${r.owner.firstName} ${r.owner.lastName}` : '—');

/** The question and its consequence, naming the item or the person. */
function wording(choice: Choice, r: StaffReport) {
  const summary = r.item.summary;
  const count = r.openReportsOfItem;
  switch (choice) {
    case 'hide':
      return {
        title: t('staffModeration.confirm.hide', { summary }),
        body: t('staffModeration.confirm.hideBody', { count }),
        confirm: t('staffModeration.hide'),
      };
    case 'warn':
      return {
        title: t('staffModeration.confirm.warn', { name: ownerName(r) }),
        body: t('staffModeration.confirm.warnBody', { count }),
        confirm: t('staffModeration.warn'),
      };
    case 'deactivate':
      return {
        title: t('staffModeration.confirm.deactivate', { name: ownerName(r) }),
        body: t('staffModeration.confirm.deactivateBody', { summary, count }),
        confirm: t('staffModeration.deactivate'),
      };
    case 'dismiss':
      return {
        title: t('staffModeration.confirm.dismiss', { summary }),
        body: t('staffModeration.confirm.dismissBody', { count }),
        confirm: t('staffModeration.dismiss'),
      };
    case 'unhide':
      return {
        title: t('staffModeration.confirm.unhide', { summary }),
        body: t('staffModeration.confirm.unhideBody'),
        confirm: t('staffModeration.unhide'),
      };
  }
}

/**
 * The confirmation of a decision: what it does and to whom, the note (a warning's is required and
 * is what the owner reads), and "uphold as fraud" when a fraud report is hidden or deactivated.
 */
export function DecisionDialog({
  report,
  choice,
  onClose,
}: {
  report: StaffReport;
  choice: Choice;
  onClose: () => void;
}) {
  const id = useId();
  const decide = useDecideReport();
  const unhide = useUnhide();
  const [note, setNote] = useState('');
  const [uphold, setUphold] = useState(false);
  const [problem, setProblem] = useState<string>();
  const pending = decide.isPending || unhide.isPending;
  const words = wording(choice, report);
  const mayUphold = report.reason === 'fraud' && (choice === 'hide' || choice === 'deactivate');

  const done = (title: string) => {
    onClose();
    toast({ title });
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) return setProblem(errorMessage(error));
    onClose();
    toast({
      variant: 'destructive',
      title: t('staffModeration.failed'),
      description: errorMessage(error),
      cause: error,
    });
  };
  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    if (choice === 'unhide') {
      unhide.mutate(
        { kind: report.kind, targetId: report.targetId },
        { onSuccess: () => done(t('staffModeration.unhidden')), onError: failed },
      );
      return;
    }
    if (choice === 'warn' && !note.trim()) return setProblem(t('staffModeration.noteRequired'));
    decide.mutate(
      { id: report.id, body: { action: choice, upholdFraud: mayUphold && uphold, note: note.trim() } },
      { onSuccess: () => done(t('staffModeration.done')), onError: failed },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <form noValidate onSubmit={confirm} className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{words.title}</DialogTitle>
            <DialogDescription>{words.body}</DialogDescription>
          </DialogHeader>
          {choice === 'unhide' ? null : (
            <DialogBody className="grid gap-3">
              {mayUphold ? (
                <label htmlFor={`${id}-uphold`} className="flex items-start gap-3 text-sm">
                  <Checkbox
                    id={`${id}-uphold`}
                    checked={uphold}
                    onCheckedChange={(v) => setUphold(v === true)}
                  />
                  {t('staffModeration.upholdFraud')}
                </label>
              ) : null}
              <label htmlFor={`${id}-note`} className="text-sm font-medium">
                {choice === 'warn' ? t('staffModeration.noteWarn') : t('staffModeration.noteLabel')}
              </label>
              <Textarea
                id={`${id}-note`}
                value={note}
                rows={3}
                maxLength={STAFF_NOTE_MAX}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
                onChange={(e) => {
                  setNote(e.target.value);
                  setProblem(undefined);
                }}
              />
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {t('staffModeration.noteHint')}
              </p>
              {problem ? (
                <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                  {problem}
                </p>
              ) : null}
            </DialogBody>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {t('staffModeration.cancel')}
            </Button>
            <Button
              type="submit"
              variant={choice === 'dismiss' || choice === 'unhide' ? 'default' : 'destructive'}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending ? <Spinner className="text-current" /> : null}
              {pending ? t('staffModeration.working') : words.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { type FormEvent, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#src/client/components/ui/dialog.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useUpdateWeek } from '#src/client/features/weeks/api.ts';
import { registerMessages, t, translateMessageText } from '#src/client/i18n/index.ts';
import { errorMessage, fieldIssues } from '#src/client/lib/api.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import { updateWeekInput } from '#src/shared/contracts/weeks.ts';
import { verificationMessages } from '#src/shared/i18n/en/verification.ts';
import type { VerifyRequest } from './get-verified-dialog';

registerMessages(verificationMessages);

const FIELD_ID = 'reservation-code-edit';

/**
 * 'Change reservation code' on My Dashboard: the resort gave the week another code. A verified
 * week is warned first: the new code ends its verification (the database's trigger, decision 062).
 */
export function ReservationCodeDialog({
  edit,
  onClose,
}: {
  edit: VerifyRequest | null;
  onClose: () => void;
}) {
  const update = useUpdateWeek();
  const [shown, setShown] = useState<VerifyRequest | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  if (edit && edit !== shown) {
    setShown(edit);
    setCode(edit.week.reservationCode);
    setError(undefined);
  }
  const week = shown?.week;
  const dates = week ? `${formatDay(week.fromDate)} – ${formatDay(week.toDate)}` : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!week || update.isPending) return;
    const parsed = updateWeekInput.safeParse({ reservationCode: code });
    if (!parsed.success) {
      setError(translateMessageText(parsed.error.issues[0].message));
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    update.mutate(
      { id: week.id, changes: { reservationCode: code } },
      {
        onSuccess: () => {
          onClose();
          toast({ title: t('verification.code.saved') });
        },
        onError: (failure) => {
          setError(fieldIssues(failure).reservationCode);
          toast({
            variant: 'destructive',
            title: t('verification.code.failed'),
            description: errorMessage(failure),
            cause: failure,
          });
        },
      },
    );
  };

  return (
    <Dialog open={!!edit} onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (shown?.trigger?.isConnected) {
            event.preventDefault();
            shown.trigger.focus();
          }
        }}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{t('verification.code.title')}</DialogTitle>
            <DialogDescription>
              {week ? t('verification.code.lead', { resort: week.resortName, dates }) : null}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 px-6 py-5">
            {week?.verified ? (
              <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('verification.code.verifiedWarning')}
              </p>
            ) : null}
            <FormField id={FIELD_ID} label={t('verification.code.field')} error={error}>
              <Input
                autoComplete="off"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                maxLength={50}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
              {t('verification.dialog.cancel')}
            </Button>
            <SubmitButton pending={update.isPending} pendingLabel={t('verification.code.saving')}>
              {t('verification.code.save')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

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
import { t, translateMessageText } from '#src/client/i18n/index.ts';
import { errorMessage, fieldIssues } from '#src/client/lib/api.ts';
import { formatPrice } from '#src/client/lib/format.ts';
import { formatDollarsToTheCent } from '#src/client/lib/format-cents.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import {
  type OwnerWeek,
  USAGE_FEE_ABOVE_PRICE,
  updateWeekInput,
  usageFeeAbovePrice,
} from '#src/shared/contracts/weeks.ts';

/** The week whose fee is edited, and the button that asked (focus returns to it). */
export interface UsageFeeEdit {
  week: OwnerWeek;
  trigger: HTMLElement | null;
}

const FIELD_ID = 'usage-fee-edit';

/**
 * The box's text as the fee it means: empty is no fee (null), anything else the number it reads as
 * (NaN for text that is none, which the schema names).
 */
const feeOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The first problem with the box's text, in the reader's language, or undefined when it may be sent. */
function problemOf(text: string, price: number): string | undefined {
  const parsed = updateWeekInput.safeParse({ usageFee: feeOf(text) });
  if (!parsed.success) return translateMessageText(parsed.error.issues[0].message);
  if (usageFeeAbovePrice(parsed.data.usageFee, price)) return translateMessageText(USAGE_FEE_ABOVE_PRICE);
  return undefined;
}

/**
 * 'Edit usage fee' on My Dashboard (docs/product.md, Weeks): the week's current fee, one box to
 * change it or empty it (no fee). Checked with the server's schema and against the week's price
 * before sending; the server's own refusal shows under the box and in a toast.
 */
export function UsageFeeDialog({ edit, onClose }: { edit: UsageFeeEdit | null; onClose: () => void }) {
  const update = useUpdateWeek();
  // The last week asked about stays drawn while the dialog closes; a new one starts afresh, in the
  // same render, so the box never shows the previous week's fee.
  const [shown, setShown] = useState<UsageFeeEdit | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (edit && edit !== shown) {
    setShown(edit);
    setText(edit.week.usageFee === null ? '' : String(edit.week.usageFee));
    setError(undefined);
  }

  const week = shown?.week;
  const dates = week
    ? t('owner.weeks.dates', { from: formatDay(week.fromDate), to: formatDay(week.toDate) })
    : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!week || update.isPending) return;
    const problem = problemOf(text, week.price);
    setError(problem);
    if (problem) {
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    const usageFee = feeOf(text);
    update.mutate(
      { id: week.id, changes: { usageFee } },
      {
        onSuccess: (saved) => {
          onClose();
          toast(
            saved.usageFee === null
              ? {
                  title: t('owner.usageFee.cleared'),
                  description: t('owner.usageFee.clearedBody', { resort: saved.resortName }),
                }
              : {
                  title: t('owner.usageFee.saved'),
                  description: t('owner.usageFee.savedBody', {
                    resort: saved.resortName,
                    fee: formatDollarsToTheCent(saved.usageFee),
                  }),
                },
          );
        },
        onError: (failure) => {
          setError(fieldIssues(failure).usageFee);
          toast({
            variant: 'destructive',
            title: t('owner.usageFee.failed'),
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
          // Back to the card's button, also where a click did not focus it.
          if (shown?.trigger?.isConnected) {
            event.preventDefault();
            shown.trigger.focus();
          }
        }}
      >
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{t('owner.usageFee.title')}</DialogTitle>
            <DialogDescription>
              {week
                ? t('owner.usageFee.lead', {
                    resort: week.resortName,
                    dates,
                    price: formatPrice(week.price),
                  })
                : null}{' '}
              {week?.usageFee === null || week?.usageFee === undefined
                ? t('owner.usageFee.currentNone')
                : t('owner.usageFee.current', { fee: formatDollarsToTheCent(week.usageFee) })}
            </DialogDescription>
          </DialogHeader>
          <div className="px-6 py-5">
            <FormField
              id={FIELD_ID}
              label={t('owner.week.usageFee')}
              hint={`${t('owner.week.usageFeeHint')} ${t('owner.usageFee.clearHint')}`}
              error={error}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                placeholder="350"
                value={text}
                onChange={(e) => setText(e.target.value)}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={update.isPending}>
              {t('owner.cancel')}
            </Button>
            <SubmitButton pending={update.isPending} pendingLabel={t('owner.usageFee.saving')}>
              {t('owner.usageFee.save')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

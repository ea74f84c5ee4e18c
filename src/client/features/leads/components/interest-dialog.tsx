import { Heart } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#src/client/components/ui/dialog.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { listingPagesMessages } from '#src/client/i18n/en/listings-pages.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage, NetworkError } from '#src/client/lib/api.ts';
import type { InterestFormProps, InterestValues } from './interest-form';

registerMessages(listingPagesMessages);

// The form (react-hook-form and the zod rules) loads when a dialog is about to open, not with the list.
const loadForm = () => import('./interest-form');
const InterestForm = lazy(() => loadForm().then((m) => ({ default: m.InterestForm })));

export interface InterestDialogProps extends Omit<InterestFormProps, 'idPrefix' | 'onSubmit' | 'pending'> {
  /** What the interest is about: resort, unit type and dates, or hotel and location. */
  summary: string;
  /** The id of the card's heading, read with the button so that each 'I'm Interested' is distinct. */
  describedBy?: string;
  pending: boolean;
  /** Resolves when recorded (the dialog closes); rejects to keep it open. */
  onSubmit: (values: InterestValues) => Promise<void>;
}

/** The 'I'm Interested' button and its 'Express Interest' dialog. */
export function InterestDialog({ summary, describedBy, onSubmit, ...form }: InterestDialogProps) {
  const [open, setOpen] = useState(false);
  const idPrefix = useId();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button aria-describedby={describedBy} onPointerEnter={loadForm} onFocus={loadForm}>
          <Heart aria-hidden="true" />
          {t('listings.interested')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('listings.interest.title')}</DialogTitle>
          <DialogDescription>{summary}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<PageSpinner className="min-h-48" label={t('listings.interest.loadingForm')} />}>
          <InterestForm
            idPrefix={idPrefix}
            {...form}
            onSubmit={async (values) => {
              await onSubmit(values);
              setOpen(false);
            }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
/**
 * The failure toast of an interest form. A listing that is gone (404) says so in the server's
 * words, since trying again would not help; a rate limit or a dead network adds its reason.
 */
export function interestFailureToast(error: unknown, title: string): void {
  if (error instanceof ApiError && error.status === 404) {
    toast({ variant: 'destructive', title: errorMessage(error), cause: error });
    return;
  }
  const explain = error instanceof NetworkError || (error instanceof ApiError && error.status === 429);
  toast({
    variant: 'destructive',
    title,
    description: explain ? errorMessage(error) : undefined,
    cause: error,
  });
}

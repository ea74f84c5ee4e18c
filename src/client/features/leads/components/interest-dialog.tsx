import { Heart } from 'lucide-react';
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '#src/client/components/ui/button.tsx';
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
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { afterLoadIdle } from '#src/client/lib/after-load.ts';
import { ApiError, errorMessage, NetworkError } from '#src/client/lib/api.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import type { InterestFormProps, InterestValues } from './interest-form';

registerMessages(listingPagesMessages);

// The form (react-hook-form and the zod rules) is not part of the list's code: it loads once a
// button is on or near the screen (after the page has loaded, when the browser is idle), or at once
// when one is hovered or focused, so that a first press finds it there.
let formRequested = false;
const loadForm = () => {
  formRequested = true;
  return import('./interest-form');
};
const InterestForm = lazy(() => loadForm().then((m) => ({ default: m.InterestForm })));

/** Fetches the form's code ahead once `target` nears the screen; one button is enough for all. */
function usePreloadWhenVisible(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = target.current;
    if (formRequested || !element || typeof IntersectionObserver !== 'function') return;
    let cancel: (() => void) | undefined;
    // Within a screen of the viewport: a card whose top shows has its button just below the fold.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancel = afterLoadIdle(() => void loadForm().catch(() => {}));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancel?.();
    };
  }, [target]);
}

export interface InterestDialogProps extends Omit<InterestFormProps, 'idPrefix' | 'onSubmit' | 'pending'> {
  /** What the interest is about: resort, unit type and dates, or hotel and location. */
  summary: string;
  /** The id of the card's heading, read with the button so that each 'I'm Interested' is distinct. */
  describedBy?: string;
  pending: boolean;
  /** The button's look beside a card's other action ('Book this week' on a week's card). */
  variant?: ButtonVariant;
  /** Shown under the dialog's title, before the form (a week's way to book instead). */
  aside?: ReactNode;
  /** Resolves when recorded (the dialog closes); rejects to keep it open. */
  onSubmit: (values: InterestValues) => Promise<void>;
}

/** The 'I'm Interested' button and its 'Express Interest' dialog. */
export function InterestDialog({
  summary,
  describedBy,
  onSubmit,
  variant,
  aside,
  ...form
}: InterestDialogProps) {
  const [open, setOpen] = useState(false);
  const idPrefix = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  usePreloadWhenVisible(trigger);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          ref={trigger}
          variant={variant}
          aria-describedby={describedBy}
          onPointerEnter={loadForm}
          onFocus={loadForm}
        >
          <Heart aria-hidden="true" />
          {t('listings.interested')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('listings.interest.title')}</DialogTitle>
          <DialogDescription>{summary}</DialogDescription>
        </DialogHeader>
        {aside}
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

import { CalendarCheck } from 'lucide-react';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { ReportDialog } from '#src/client/features/moderation/components/report-dialog.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { useCreateWeekInterest } from '../api';
import { InterestDialog, interestFailureToast } from './interest-dialog';

registerMessages(listingPagesMessages);

export interface WeekInterestDialogProps {
  weekId: number;
  summary: string;
  describedBy?: string;
  /** The signed-in person's email, if anyone is signed in. */
  signedInEmail?: string;
  /**
   * 'destination': the signed-in person's email is sent without asking (a field appears only for
   * visitors), with the 'Interest Registered' toasts. 'all-weeks': email and message are asked,
   * the email prefilled, with the all-weeks toasts.
   */
  flow: 'destination' | 'all-weeks';
}

/**
 * A list's card action for weeks: 'I'm Interested' pointing at the card's heading, with the
 * card's summary; `signedInEmail` and `flow` as for WeekInterestDialog.
 */
export function weekInterestAction(signedInEmail: string | undefined, flow: WeekInterestDialogProps['flow']) {
  return (week: { id: number }, card: { titleId: string; summary: string }) => (
    <WeekInterestDialog
      weekId={week.id}
      summary={card.summary}
      describedBy={card.titleId}
      signedInEmail={signedInEmail}
      flow={flow}
    />
  );
}

/** 'I'm Interested' on a week card: POST /api/week-interests. */
export function WeekInterestDialog({
  weekId,
  summary,
  describedBy,
  signedInEmail,
  flow,
}: WeekInterestDialogProps) {
  const create = useCreateWeekInterest();
  const destination = flow === 'destination';

  return (
    <InterestDialog
      summary={summary}
      describedBy={describedBy}
      variant="outline"
      aside={
        // Booking is the other way to get the week: paid on the site, with the owner's answer in 48 hours.
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ButtonLink
            to={`/weeks/${weekId}/book`}
            variant="outline"
            icon={CalendarCheck}
            className="justify-self-start"
          >
            {t('listings.week.book')}
          </ButtonLink>
          <ReportDialog kind="week" id={weekId} summary={summary} />
        </div>
      }
      fixedEmail={destination ? signedInEmail : undefined}
      defaultEmail={signedInEmail}
      submitLabel={t('listings.interest.submit')}
      pendingLabel={t('listings.interest.submitting')}
      pending={create.isPending}
      onSubmit={async (values) => {
        try {
          await create.mutateAsync({ weekId, ...values });
        } catch (error) {
          interestFailureToast(
            error,
            destination ? t('listings.interest.registerFailed') : t('listings.interest.submitFailed'),
          );
          throw error;
        }
        toast(
          destination
            ? { title: t('listings.interest.registered'), description: t('listings.interest.registeredBody') }
            : { title: t('listings.interest.thanks') },
        );
      }}
    />
  );
}

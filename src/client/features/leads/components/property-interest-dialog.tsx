import { toast } from '#src/client/components/ui/use-toast.ts';
import { ReportDialog } from '#src/client/features/moderation/components/report-dialog.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { useCreatePropertyInterest } from '../api';
import { InterestDialog, interestFailureToast } from './interest-dialog';

registerMessages(listingPagesMessages);

export interface PropertyInterestDialogProps {
  propertyListingId: number;
  summary: string;
  describedBy?: string;
  /** Prefills the email field for a signed-in person. */
  signedInEmail?: string;
}

/** 'I'm Interested' on a property card: email and message, Cancel and Send. */
export function PropertyInterestDialog({
  propertyListingId,
  summary,
  describedBy,
  signedInEmail,
}: PropertyInterestDialogProps) {
  const create = useCreatePropertyInterest();
  return (
    <InterestDialog
      summary={summary}
      describedBy={describedBy}
      aside={<ReportDialog kind="property" id={propertyListingId} summary={summary} />}
      defaultEmail={signedInEmail}
      submitLabel={t('listings.interest.send')}
      pendingLabel={t('listings.interest.sending')}
      pending={create.isPending}
      onSubmit={async (values) => {
        try {
          await create.mutateAsync({ propertyListingId, ...values });
        } catch (error) {
          interestFailureToast(error, t('listings.interest.submitFailed'));
          throw error;
        }
        toast({ title: t('listings.interest.thanks') });
      }}
    />
  );
}

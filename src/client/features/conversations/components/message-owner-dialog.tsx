import { CalendarCheck, MessageCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { SafetyNotice } from '#src/client/components/safety-notice.tsx';
import { Button, type ButtonVariant } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#src/client/components/ui/dialog.tsx';
import { ReportDialog } from '#src/client/features/moderation/components/report-dialog.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { conversationsMessages } from '#src/shared/i18n/en/conversations.ts';
import { useStartConversation } from '../api';
import { Composer } from './composer';

registerMessages(conversationsMessages);

/**
 * A list's card action for weeks when someone is signed in: "Message the owner" pointing at the
 * card's heading (visitors keep the interest form).
 */
export function messageOwnerAction(bookLabel: string) {
  return (week: { id: number }, card: { titleId: string; summary: string }) => (
    <MessageDialog
      about={{ weekId: week.id }}
      label={t('conversations.messageOwner')}
      buttonText={t('conversations.messageShort')}
      summary={card.summary}
      describedBy={card.titleId}
      aside={
        // Booking is the other way to get the week: paid on the site; and a listing that looks
        // wrong is reported from here, as visitors do from the interest form.
        <div className="flex flex-wrap items-center gap-2">
          <ButtonLink to={`/weeks/${week.id}/book`} variant="outline" icon={CalendarCheck}>
            {bookLabel}
          </ButtonLink>
          <ReportDialog kind="week" id={week.id} summary={card.summary} />
        </div>
      }
    />
  );
}

/**
 * "Message the owner" of a week, or either side's message from a booking's page: the safety
 * notice, then the message box; once sent, the conversation opens (and says what was hidden).
 */
export function MessageDialog({
  about,
  label,
  summary,
  describedBy,
  aside,
  buttonText,
  variant = 'outline',
}: {
  about: { weekId: number } | { bookingId: number };
  label: string;
  /** A shorter word on the button than the dialog's title; the button is still named by `label`. */
  buttonText?: string;
  summary: string;
  describedBy?: string;
  /** Shown under the title (a week card's way to book instead). */
  aside?: ReactNode;
  variant?: ButtonVariant;
}) {
  const [open, setOpen] = useState(false);
  const start = useStartConversation();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} aria-describedby={describedBy} aria-label={buttonText ? label : undefined}>
          <MessageCircle aria-hidden="true" />
          {buttonText ?? label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>{summary}</DialogDescription>
        </DialogHeader>
        <div className="grid min-h-0 gap-4 overflow-y-auto px-6 py-5">
          {aside}
          <SafetyNotice />
          <Composer
            autoFocus
            onSend={async (body) => {
              const sent = await start.mutateAsync({ ...about, body });
              setOpen(false);
              navigate(`/messages/${sent.conversationId}`, { state: { maskedKinds: sent.maskedKinds } });
            }}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}

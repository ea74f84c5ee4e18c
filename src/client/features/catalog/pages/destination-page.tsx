import { useParams } from 'react-router';
import { useCurrentUser } from '../../accounts/api';
import { WeekInterestDialog } from '../../leads/components/week-interest-dialog';
import { DestinationWeeks } from '../../weeks/components/destination-weeks';

/**
 * /destinations/:name (the router has already decoded the name). The weeks feature lists the
 * location's weeks; each card's 'I'm Interested' opens the leads dialog, which sends the
 * signed-in person's email, or asks for one when nobody is signed in.
 */
export function DestinationPage() {
  const name = useParams().name ?? '';
  const { user } = useCurrentUser();
  return (
    <DestinationWeeks
      name={name}
      renderAction={(week, { titleId, summary }) => (
        <WeekInterestDialog
          weekId={week.id}
          summary={summary}
          describedBy={titleId}
          signedInEmail={user?.email}
          flow="destination"
        />
      )}
    />
  );
}

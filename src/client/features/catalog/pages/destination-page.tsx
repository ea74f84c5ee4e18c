import { ArrowLeft, CalendarSearch, CloudOff, MapPinOff, RotateCcw } from 'lucide-react';
import { useParams } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import type { StateMessageProps } from '#src/client/components/ui/state-panel.tsx';
import { messageOwnerAction } from '#src/client/features/conversations/components/message-owner-dialog.tsx';
import { AlertMeDialog } from '#src/client/features/leads/components/alert-me-dialog.tsx';
import { weekInterestAction } from '#src/client/features/leads/components/week-interest-dialog.tsx';
import { DestinationWeeks } from '#src/client/features/weeks/components/destination-weeks.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { findLocation } from '#src/shared/destination-names.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { useLocations } from '../api';

registerMessages(listingPagesMessages);

/**
 * /destinations/:name (the router has already decoded the name): the name is matched to a
 * location, whose weeks the weeks feature lists. Any other spelling of the name was sent to the
 * canonical address (its filters kept) by the page's load (shared/pages/destination.ts). Each
 * card's 'I'm Interested' opens the leads dialog, which sends the signed-in person's email, or
 * asks for one when nobody is signed in.
 */
export function DestinationPage() {
  const name = useParams().name ?? '';
  const { user } = useCurrentUser();
  const locations = useLocations();
  const location = locations.data ? findLocation(locations.data, name) : undefined;

  if (locations.isPending) return <PageSpinner label={t('listings.destination.loading')} />;
  if (locations.isError) {
    return (
      <Notice icon={<CloudOff />} title={t('listings.destination.locationsError')}>
        <Button onClick={() => void locations.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('listings.tryAgain')}
        </Button>
      </Notice>
    );
  }
  if (!location) {
    return (
      <Notice
        icon={<MapPinOff />}
        title={t('listings.destination.notFound')}
        hint={t('listings.destination.notFoundHint', { name })}
      >
        <ButtonLink to="/all-weeks" icon={CalendarSearch}>
          {t('listings.destination.browseAll')}
        </ButtonLink>
        <ButtonLink to="/" variant="outline" icon={ArrowLeft}>
          {t('listings.destination.backHome')}
        </ButtonLink>
      </Notice>
    );
  }
  return (
    <DestinationWeeks
      // A new destination starts with a fresh search box.
      key={location.id}
      location={location}
      renderAction={
        // Signed in: a conversation with the owner on the site; visitors keep the interest form.
        user ? messageOwnerAction(t('listings.week.book')) : weekInterestAction(undefined, 'destination')
      }
      renderAlert={(filters) => <AlertMeDialog className="w-full sm:w-auto" filters={filters} />}
    />
  );
}

function Notice({ icon, title, hint, children }: StateMessageProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-sand-200 bg-canvas px-6 py-12 text-center sm:px-12">
        <span className="grid size-14 place-content-center rounded-2xl bg-primary-soft text-primary [&_svg]:size-7">
          {icon}
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
        {hint ? <p className="max-w-prose text-pretty text-muted-foreground">{hint}</p> : null}
        {children ? <div className="flex flex-wrap justify-center gap-3 pt-2">{children}</div> : null}
      </div>
    </section>
  );
}

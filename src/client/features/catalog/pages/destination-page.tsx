import { ArrowLeft, CalendarSearch, CloudOff, MapPinOff, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import type { StateMessageProps } from '#src/client/components/ui/state-panel.tsx';
import { weekInterestAction } from '#src/client/features/leads/components/week-interest-dialog.tsx';
import { DestinationWeeks } from '#src/client/features/weeks/components/destination-weeks.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { decodedPath, findLocation } from '#src/shared/destination-names.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { localName, useLocations } from '../api';
import { destinationPath } from '../components/destination-card';

registerMessages(listingPagesMessages);

/**
 * /destinations/:name (the router has already decoded the name): the name is matched to a
 * location, whose weeks the weeks feature lists. Any other spelling of the name is replaced in
 * the address by the canonical one (its filters kept), so each destination has one address. Each
 * card's 'I'm Interested' opens the leads dialog, which sends the signed-in person's email, or
 * asks for one when nobody is signed in.
 */
export function DestinationPage() {
  const name = useParams().name ?? '';
  const address = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const locations = useLocations();
  const location = locations.data ? findLocation(locations.data, name) : undefined;
  usePageTitle(
    (location && localName(location)) ?? (locations.data ? t('listings.destination.notFound') : name),
  );

  const canonical = location ? destinationPath(location.name) : undefined;
  useEffect(() => {
    // Compared decoded: browsers differ in which characters of a path they percent-encode.
    if (canonical && decodedPath(address.pathname) !== decodedPath(canonical)) {
      navigate(`${canonical}${address.search}${address.hash}`, { replace: true });
    }
  }, [canonical, address.pathname, address.search, address.hash, navigate]);

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
      renderAction={weekInterestAction(user?.email, 'destination')}
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

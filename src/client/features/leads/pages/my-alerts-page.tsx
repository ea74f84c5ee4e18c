import { AlertCircle, BellPlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { ListPage } from '#src/client/components/ui/list-page.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { RetryPanel, StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError } from '#src/client/lib/api.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { alertsMessages } from '#src/shared/i18n/en/alerts.ts';
import { type ManageLink, useSavedSearches } from '../api';
import { SavedSearchCard } from '../components/saved-search-card';

registerMessages(alertsMessages);

/**
 * /my-alerts: the saved searches of the signed-in person, or, with the signed link of an alert
 * mail (?a=…&t=…), of that mail's address, signed in or not: each with its state, its frequency,
 * pause or resume, and delete (asked first).
 */
export function MyAlertsPage() {
  const [params] = useSearchParams();
  const a = params.get('a');
  const token = params.get('t');
  const link: ManageLink = a && token ? { a, t: token } : null;
  const { user, isLoading: userLoading } = useCurrentUser();
  const searches = useSavedSearches(link, !!link || !!user);

  let body: React.ReactNode;
  if (!link && userLoading) body = <PageSpinner label={t('alerts.mine.loading')} />;
  else if (!link && !user) {
    body = (
      <StatePanel icon={<BellPlus />} title={t('alerts.mine.title')} hint={t('alerts.mine.signIn')}>
        <ButtonLink to="/auth?next=%2Fmy-alerts">{t('alerts.mine.signInAction')}</ButtonLink>
      </StatePanel>
    );
  } else if (searches.error instanceof ApiError && [400, 404].includes(searches.error.status)) {
    body = (
      <StatePanel icon={<AlertCircle />} title={t('alerts.mine.failed')} hint={t('alerts.mine.invalid')} />
    );
  } else if (searches.isError) {
    body = (
      <RetryPanel
        title={t('alerts.mine.failed')}
        hint={t('alerts.mine.failedRetry')}
        retryLabel={t('alerts.mine.retry')}
        onRetry={() => void searches.refetch()}
      />
    );
  } else if (!searches.data) {
    body = <PageSpinner label={t('alerts.mine.loading')} />;
  } else if (searches.data.total === 0) {
    body = (
      <StatePanel icon={<BellPlus />} title={t('alerts.mine.empty')} hint={t('alerts.mine.emptyBody')}>
        <ButtonLink to="/all-weeks">{t('alerts.mine.browse')}</ButtonLink>
      </StatePanel>
    );
  } else {
    const { total, items } = searches.data;
    body = (
      <section className="space-y-4">
        <p className="text-sm font-medium text-muted-foreground" role="status">
          {total === 1 ? t('alerts.mine.countOne') : t('alerts.mine.count', { count: total })}
        </p>
        <ul className="space-y-3" aria-label={t('alerts.mine.title')}>
          {items.map((search) => (
            <SavedSearchCard key={search.id} search={search} link={link} />
          ))}
        </ul>
      </section>
    );
  }

  return (
    <ListPage title={t('alerts.mine.title')} lead={t('alerts.mine.lead')}>
      {body}
    </ListPage>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { AlertCircle, BellOff, BellRing, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { StatusPanel } from '#src/client/components/ui/status-panel.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError } from '#src/client/lib/api.ts';
import { call, endpointQuery } from '#src/client/lib/endpoints.ts';
import { alertsMessages } from '#src/shared/i18n/en/alerts.ts';
import { useSearchLabels } from '../components/saved-search-labels';

registerMessages(alertsMessages);

/**
 * /alerts/search?s=…&t=…: the page a saved search's alert mail links to. Opening it only reads the
 * search (a mail scanner that follows the link stops nothing); its button's POST stops it, as a
 * mail client's one-click unsubscribe does.
 */
export function SearchUnsubscribePage() {
  const [params] = useSearchParams();
  const valid = /^\d{1,10}$/.test(params.get('s') ?? '') && !!params.get('t');
  const query = { s: Number(params.get('s')), t: params.get('t') ?? '' };
  const labels = useSearchLabels();

  const subscription = useQuery({
    ...endpointQuery('GET /api/alerts/search-unsubscribe', { query }),
    enabled: valid,
    retry: false,
  });
  const stop = useMutation({ mutationFn: () => call('POST /api/alerts/search-unsubscribe', { query }) });

  let body: ReactNode;
  const notFound =
    !valid || (subscription.error instanceof ApiError && [400, 404].includes(subscription.error.status));
  if (notFound) {
    body = (
      <StatusPanel
        className="space-y-5"
        icon={<AlertCircle />}
        tone="error"
        title={t('alerts.unsubscribe.invalid')}
      >
        <p className="text-muted-foreground">{t('alerts.unsubscribe.invalidBody')}</p>
      </StatusPanel>
    );
  } else if (subscription.isError) {
    body = (
      <StatusPanel
        className="space-y-5"
        icon={<AlertCircle />}
        tone="error"
        title={t('alerts.unsubscribe.failed')}
      >
        <Button variant="outline" onClick={() => subscription.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('alerts.unsubscribe.retry')}
        </Button>
      </StatusPanel>
    );
  } else if (!subscription.data) {
    body = <PageSpinner label={t('alerts.confirm.loading')} />;
  } else {
    const described = labels(subscription.data.search);
    const stopped = !!stop.data || subscription.data.search.paused;
    body = (
      <StatusPanel
        className="space-y-5"
        icon={stopped ? <BellOff /> : <BellRing />}
        tone={stopped ? 'neutral' : 'success'}
        title={stopped ? t('alerts.search.done') : t('alerts.search.ask')}
      >
        <p className="font-medium">
          {described.length > 0 ? described.join(' · ') : t('alerts.save.anyWeek')}
        </p>
        <p className="text-muted-foreground" role="status">
          {stopped ? t('alerts.search.doneBody') : t('alerts.search.askBody')}
        </p>
        {stop.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('alerts.unsubscribe.failed')}
          </p>
        ) : null}
        <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
          {stopped ? null : (
            <Button disabled={stop.isPending} onClick={() => stop.mutate()}>
              <BellOff aria-hidden="true" />
              {stop.isPending ? t('alerts.search.working') : t('alerts.search.button')}
            </Button>
          )}
          <ButtonLink variant="outline" to="/my-alerts">
            {t('alerts.search.manage')}
          </ButtonLink>
        </div>
      </StatusPanel>
    );
  }

  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">{body}</div>
    </div>
  );
}

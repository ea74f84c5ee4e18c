import { useMutation, useQuery } from '@tanstack/react-query';
import { AlertCircle, BellOff, BellRing, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { StatusPanel } from '#src/client/components/ui/status-panel.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError } from '#src/client/lib/api.ts';
import { call, endpointQuery } from '#src/client/lib/endpoints.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import { alertsMessages } from '#src/shared/i18n/en/alerts.ts';

registerMessages(alertsMessages);

/**
 * /alerts/unsubscribe?r=…&t=…: the page an alert mail links to. Opening it stops the alert (the
 * server only changes anything on a POST, which this page sends once it runs, so a mail scanner
 * that merely fetches the link stops nothing) and confirms it, with an undo.
 */
export function AlertUnsubscribePage() {
  const [params] = useSearchParams();
  const valid = /^\d{1,10}$/.test(params.get('r') ?? '') && !!params.get('t');
  const query = { r: Number(params.get('r')), t: params.get('t') ?? '' };

  const subscription = useQuery({
    ...endpointQuery('GET /api/alerts/unsubscribe', { query }),
    enabled: valid,
    retry: false,
  });
  const change = useMutation({
    mutationFn: (subscribed: boolean) =>
      subscribed
        ? call('POST /api/alerts/resubscribe', { query })
        : call('POST /api/alerts/unsubscribe', { query }),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (subscription.data && !sent.current) {
      sent.current = true;
      change.mutate(false);
    }
  }, [subscription.data, change.mutate]);

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
  } else if (subscription.isError || change.isError) {
    body = (
      <StatusPanel
        className="space-y-5"
        icon={<AlertCircle />}
        tone="error"
        title={t('alerts.unsubscribe.failed')}
      >
        <Button
          variant="outline"
          onClick={() => (subscription.isError ? subscription.refetch() : change.mutate(false))}
        >
          <RotateCcw aria-hidden="true" />
          {t('alerts.unsubscribe.retry')}
        </Button>
      </StatusPanel>
    );
  } else if (!subscription.data || !change.data) {
    body = <PageSpinner label={t('alerts.unsubscribe.working')} />;
  } else {
    const values = {
      location: subscription.data.preferredLocation,
      start: formatDay(subscription.data.startDate),
      end: formatDay(subscription.data.endDate),
    };
    const on = change.data.subscribed;
    body = (
      <StatusPanel
        className="space-y-5"
        icon={on ? <BellRing /> : <BellOff />}
        tone={on ? 'success' : 'neutral'}
        title={on ? t('alerts.unsubscribe.resubscribed') : t('alerts.unsubscribe.done')}
      >
        <p className="text-muted-foreground" role="status">
          {on ? t('alerts.unsubscribe.resubscribedBody', values) : t('alerts.unsubscribe.doneBody', values)}
        </p>
        <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button variant="outline" disabled={change.isPending} onClick={() => change.mutate(!on)}>
            {on ? t('alerts.unsubscribe.stopAgain') : t('alerts.unsubscribe.undo')}
          </Button>
          <ButtonLink to="/all-weeks">{t('alerts.unsubscribe.browse')}</ButtonLink>
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

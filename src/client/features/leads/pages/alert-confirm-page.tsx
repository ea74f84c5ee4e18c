import { AlertCircle, BellRing, MailCheck, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { StatusPanel } from '#src/client/components/ui/status-panel.tsx';
import { useAlertConfirmation, useConfirmAlerts } from '#src/client/features/leads/api.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError } from '#src/client/lib/api.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { alertsMessages } from '#src/shared/i18n/en/alerts.ts';

registerMessages(alertsMessages);

/**
 * /alerts/confirm?token=…: the link in a week request's receipt. Opening it only reads the link's
 * state; the address is confirmed by the button's POST, so a mail scanner that follows the link
 * (even running its scripts) confirms nothing (docs/decisions/039-alerts-double-opt-in.md).
 */
export function AlertConfirmPage() {
  usePageTitle(t('alerts.confirm.title'));
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const link = useAlertConfirmation(token);
  const confirm = useConfirmAlerts(token);

  const invalid =
    !token ||
    (link.error instanceof ApiError && [400, 404].includes(link.error.status)) ||
    (confirm.error instanceof ApiError && [400, 404].includes(confirm.error.status));
  let body: ReactNode;
  if (invalid) {
    body = (
      <StatusPanel
        className="space-y-5"
        icon={<AlertCircle />}
        tone="error"
        title={t('alerts.confirm.invalid')}
      >
        <p className="text-muted-foreground">{t('alerts.confirm.invalidBody')}</p>
      </StatusPanel>
    );
  } else if (link.isError || confirm.isError) {
    body = (
      <StatusPanel
        className="space-y-5"
        icon={<AlertCircle />}
        tone="error"
        title={t('alerts.confirm.failed')}
      >
        <Button variant="outline" onClick={() => (link.isError ? link.refetch() : confirm.mutate())}>
          <RotateCcw aria-hidden="true" />
          {t('alerts.confirm.retry')}
        </Button>
      </StatusPanel>
    );
  } else if (!link.data) {
    body = <PageSpinner label={t('alerts.confirm.loading')} />;
  } else if (link.data.state === 'expired') {
    body = (
      <StatusPanel
        className="space-y-5"
        icon={<AlertCircle />}
        tone="error"
        title={t('alerts.confirm.expired')}
      >
        <p className="text-muted-foreground">{t('alerts.confirm.expiredBody')}</p>
        <ButtonLink to="/all-weeks">{t('alerts.confirm.browse')}</ButtonLink>
      </StatusPanel>
    );
  } else if (link.data.state === 'confirmed') {
    body = (
      <StatusPanel className="space-y-5" icon={<BellRing />} tone="success" title={t('alerts.confirm.done')}>
        <p className="text-muted-foreground" role="status">
          {t('alerts.confirm.doneBody')}
        </p>
        <ButtonLink to="/all-weeks">{t('alerts.confirm.browse')}</ButtonLink>
      </StatusPanel>
    );
  } else {
    body = (
      <StatusPanel className="space-y-5" icon={<MailCheck />} tone="neutral" title={t('alerts.confirm.ask')}>
        <p className="text-muted-foreground">{t('alerts.confirm.askBody')}</p>
        <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button disabled={confirm.isPending} onClick={() => confirm.mutate()}>
            {confirm.isPending ? t('alerts.confirm.working') : t('alerts.confirm.button')}
          </Button>
          <ButtonLink variant="outline" to="/all-weeks">
            {t('alerts.confirm.notNow')}
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

import { Link2, ListChecks } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '#src/client/components/ui/card.tsx';
import { Eyebrow } from '#src/client/components/ui/page-heading.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import { usePaymentsConfig } from '../api';
import { PaymentLinkForm } from '../components/payment-link-form';
import { PaymentLinkList } from '../components/payment-link-list';
import { PaymentsModeNotice } from '../components/payments-mode-notice';

registerMessages(paymentsMessages);

/**
 * /custom-membership: staff make one-off payment links and see which
 * have been paid. The route's guard sends everyone else to /; the API refuses them too.
 */
export function CustomMembershipPage() {
  usePageTitle(t('payments.links.title'));
  const off = usePaymentsConfig().data?.mode === 'off';
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="max-w-3xl space-y-2">
          <Eyebrow>{t('payments.links.eyebrow')}</Eyebrow>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('payments.links.title')}</h1>
          <p className="text-pretty text-muted-foreground">{t('payments.links.lead')}</p>
          <PaymentsModeNotice />
        </header>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <Card>
            <CardHeader className="flex-row items-center gap-3 p-4 sm:p-6">
              <span className="grid size-10 place-content-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5">
                <Link2 aria-hidden="true" />
              </span>
              <CardTitle as="h2">{t('payments.links.formTitle')}</CardTitle>
            </CardHeader>
            <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
              {off ? (
                <p className="text-sm text-muted-foreground">{t('payments.mode.offLinks')}</p>
              ) : (
                <PaymentLinkForm />
              )}
            </CardContent>
          </Card>
          <section aria-labelledby="payment-links-title" className="space-y-4">
            <h2
              id="payment-links-title"
              className="flex items-center gap-2 text-2xl font-bold tracking-tight"
            >
              <ListChecks className="size-6 text-primary" aria-hidden="true" />
              {t('payments.links.listTitle')}
            </h2>
            <PaymentLinkList />
          </section>
        </div>
      </div>
    </div>
  );
}

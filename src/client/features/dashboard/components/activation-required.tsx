import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { NumberedSteps } from '../../../components/ui/numbered-steps';
import { t } from '../../../i18n';

/**
 * In place of the add-week, sell-property and contract forms for an account that is not active
 * yet (the server refuses those writes): why, and the way forward, the membership plans.
 */
export function ActivationRequired() {
  return (
    <section
      aria-labelledby="activation-required-title"
      className="flex flex-col items-center gap-4 rounded-2xl border border-sand-200 bg-surface px-6 py-10 text-center shadow-card sm:px-12 sm:py-12"
    >
      <span className="grid size-14 place-content-center rounded-2xl bg-sand-100 text-sand-900">
        <BadgeCheck className="size-7" aria-hidden="true" />
      </span>
      <h2 id="activation-required-title" className="text-2xl font-bold tracking-tight text-balance">
        {t('owner.activation.title')}
      </h2>
      <p className="max-w-prose text-pretty text-muted-foreground">{t('owner.activation.body')}</p>
      <NumberedSteps
        className="max-w-md text-left"
        steps={[t('owner.activation.step1'), t('owner.activation.step2'), t('owner.activation.step3')]}
      />
      <div className="flex w-full flex-col gap-2 pt-2 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/membership">{t('owner.activation.membership')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t('owner.activation.home')}
          </Link>
        </Button>
      </div>
    </section>
  );
}

import { House, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { isEffectivelyActive } from '../../../../shared/permissions';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { registerMessages, t } from '../../../i18n';
import { ownerMessages } from '../../../i18n/en/owner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../accounts/api';
import { ActivationRequired } from '../../dashboard/components/activation-required';
import { OwnerPageHeader } from '../../dashboard/components/owner-page-header';
import { SellPropertyForm } from '../components/sell-property-form';

// This page's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(ownerMessages);

/** /sell-property, 'Sell a Property': an owner lists a property for sale with photos (spec 001 §2). */
export function SellPropertyPage() {
  const title = t('owner.sellProperty.title');
  usePageTitle(title);
  // The route's guard has already waited for the current user.
  const { user } = useCurrentUser();

  return (
    <div className="flex-1 bg-canvas">
      {/* The tutorial's 'property-form' step rings this container. */}
      <div
        data-tutorial="property-form"
        className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12"
      >
        <OwnerPageHeader
          eyebrow={t('owner.sellProperty.eyebrow')}
          title={title}
          lead={t('owner.sellProperty.lead')}
        >
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              {t('owner.myDashboard')}
            </Link>
          </Button>
        </OwnerPageHeader>
        {isEffectivelyActive(user) ? (
          <Card>
            <CardHeader className="flex-row items-start gap-4 p-4 sm:p-6">
              <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-primary-soft text-primary">
                <House className="size-5" aria-hidden="true" />
              </span>
              <div className="space-y-1">
                <CardTitle as="h2">{t('owner.property.cardTitle')}</CardTitle>
                <CardDescription>{t('owner.property.cardLead')}</CardDescription>
              </div>
            </CardHeader>
            <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
              <SellPropertyForm />
            </CardContent>
          </Card>
        ) : (
          <ActivationRequired />
        )}
      </div>
    </div>
  );
}

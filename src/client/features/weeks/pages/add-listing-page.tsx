import { CalendarPlus, LayoutDashboard } from 'lucide-react';
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
import { AddWeekForm } from '../components/add-week-form';

// This page's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(ownerMessages);

/** /add-listing, 'Add New Listing': an owner lists a week for rent (spec 001 §2). */
export function AddListingPage() {
  const title = t('owner.addListing.title');
  usePageTitle(title);
  // The route's guard has already waited for the current user.
  const { user } = useCurrentUser();

  return (
    <div className="flex-1 bg-canvas">
      {/* The tutorial's 'week-form' step rings this container. */}
      <div
        data-tutorial="week-form"
        className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-12"
      >
        <OwnerPageHeader
          eyebrow={t('owner.addListing.eyebrow')}
          title={title}
          lead={t('owner.addListing.lead')}
        >
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              {t('owner.myDashboard')}
            </Link>
          </Button>
        </OwnerPageHeader>
        {user && isEffectivelyActive(user) ? (
          <Card>
            <CardHeader className="flex-row items-start gap-4 p-4 sm:p-6">
              <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-primary-soft text-primary">
                <CalendarPlus className="size-5" aria-hidden="true" />
              </span>
              <div className="space-y-1">
                <CardTitle as="h2">{t('owner.week.cardTitle')}</CardTitle>
                <CardDescription>{t('owner.week.cardLead')}</CardDescription>
              </div>
            </CardHeader>
            <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
              <AddWeekForm userId={user.id} />
            </CardContent>
          </Card>
        ) : (
          <ActivationRequired />
        )}
      </div>
    </div>
  );
}

import { FilePlus2, FileSignature, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { isEffectivelyActive } from '../../../../shared/permissions';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { registerMessages, t } from '../../../i18n';
import { ownerMessages } from '../../../i18n/en/owner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../accounts/api';
import { ActivationRequired } from '../../dashboard/components/activation-required';
import { SectionEmpty } from '../../dashboard/components/dashboard-section';
import { OwnerPageHeader } from '../../dashboard/components/owner-page-header';
import { ContractForm } from '../components/contract-form';
import { ContractList } from '../components/contract-list';
import { ContractTypesCard, UnitTypesCard } from '../components/contract-reference';

// This page's texts travel with its chunk, not in the first bundle every visitor loads.
registerMessages(ownerMessages);

/** /my-contract, 'My Contracts': record a contract, see the ones recorded, look up types (spec 001 §2). */
export function MyContractsPage() {
  const title = t('owner.myContracts.title');
  usePageTitle(title);
  // The route's guard has already waited for the current user.
  const { user } = useCurrentUser();

  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <OwnerPageHeader
          eyebrow={t('owner.myContracts.eyebrow')}
          title={title}
          lead={t('owner.myContracts.lead')}
        >
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              {t('owner.myDashboard')}
            </Link>
          </Button>
        </OwnerPageHeader>
        {user && isEffectivelyActive(user) ? (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
            <div className="grid min-w-0 gap-8">
              <Card>
                <CardHeader className="flex-row items-start gap-4 p-4 sm:p-6">
                  <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-primary-soft text-primary">
                    <FilePlus2 className="size-5" aria-hidden="true" />
                  </span>
                  <div className="space-y-1">
                    <CardTitle as="h2">{t('owner.contracts.formTitle')}</CardTitle>
                    <CardDescription>{t('owner.contracts.formLead')}</CardDescription>
                  </div>
                </CardHeader>
                <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
                  <ContractForm userId={user.id} />
                </CardContent>
              </Card>
              <section aria-labelledby="my-contracts-list" className="space-y-4">
                <h2 id="my-contracts-list" className="text-2xl font-bold tracking-tight">
                  {t('owner.contracts.yours')}
                </h2>
                <ContractList
                  columns={1}
                  empty={
                    <SectionEmpty
                      icon={<FileSignature />}
                      title={t('owner.contracts.emptyHere')}
                      hint={t('owner.contracts.emptyHereHint')}
                    />
                  }
                />
              </section>
            </div>
            <div className="grid min-w-0 gap-6">
              <ContractTypesCard />
              <UnitTypesCard />
            </div>
          </div>
        ) : (
          <ActivationRequired />
        )}
      </div>
    </div>
  );
}

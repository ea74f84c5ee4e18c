import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/client/components/ui/tabs.tsx';
import { adminDatabaseMessages } from '#src/client/i18n/en/admin-database.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { ContractTypesPanel } from '../database/contract-types-panel';
import { ResortsPanel } from '../database/resorts-panel';
import { UnitTypesPanel } from '../database/unit-types-panel';

registerMessages(adminDatabaseMessages);

const TABS = ['resorts', 'contract-types', 'unit-types'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/**
 * /database-management (managers and developers): add and review resorts, contract types and unit
 * types. The open tab lives in the address, so reload and Back keep it.
 */
export function DatabaseManagementPage() {
  usePageTitle(t('databaseManagement.title'));
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'resorts';
  const label: Record<Tab, string> = {
    resorts: t('adminDatabase.tab.resorts'),
    'contract-types': t('adminDatabase.tab.contractTypes'),
    'unit-types': t('adminDatabase.tab.unitTypes'),
  };

  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <header className="max-w-3xl space-y-2">
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">
            {t('adminDatabase.eyebrow')}
          </p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('databaseManagement.title')}</h1>
          <p className="text-pretty text-muted-foreground">{t('adminDatabase.lead')}</p>
        </header>
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set('tab', value);
                return next;
              },
              { replace: true },
            )
          }
          className="space-y-6"
        >
          <TabsList aria-label={t('adminDatabase.sections')}>
            {TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {label[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="resorts">
            <ResortsPanel />
          </TabsContent>
          <TabsContent value="contract-types">
            <ContractTypesPanel />
          </TabsContent>
          <TabsContent value="unit-types">
            <UnitTypesPanel />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}

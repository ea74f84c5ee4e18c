import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/client/components/ui/tabs.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { adminDatabaseMessages } from '#src/shared/i18n/en/admin-database.ts';
import { StaffPage } from '../components/staff-page';
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
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'resorts';
  const label: Record<Tab, string> = {
    resorts: t('adminDatabase.tab.resorts'),
    'contract-types': t('adminDatabase.tab.contractTypes'),
    'unit-types': t('adminDatabase.tab.unitTypes'),
  };

  return (
    <StaffPage screen="database">
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
    </StaffPage>
  );
}

import { FilePlus2, FileSignature } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#src/client/components/ui/dialog.tsx';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import type { AdminUser } from '#src/shared/contracts/accounts.ts';
import type { StaffContract } from '#src/shared/contracts/staff.ts';
import { FailureLine, LoadingLine } from '../components/list-states';
import { StaffSection } from '../components/staff-section';
import { useContractsOf } from '../contracts/api';
import { ContractCard } from '../contracts/contract-card';
import { EditContractDialog } from '../contracts/edit-contract-dialog';

/**
 * Contract Management for the selected user: their contracts, each editable, and an Add Contract
 * dialog filing a contract for them. The form comes from the page (`addForm`), which composes the
 * contracts feature's own form.
 */
export function UserContracts({
  user,
  addForm,
}: {
  user?: AdminUser;
  addForm: (user: AdminUser, done: () => void) => ReactNode;
}) {
  const contracts = useContractsOf(user?.id);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StaffContract | null>(null);
  const name = user ? `${user.firstName} ${user.lastName}` : '';

  let body: ReactNode;
  if (!user) body = <p className="text-sm text-muted-foreground">{t('managerDash.contracts.prompt')}</p>;
  else if (contracts.isPending) body = <LoadingLine label={t('lists.loading')} />;
  else if (contracts.isError)
    body = (
      <FailureLine>
        {t('managerDash.contracts.loadFailed', { message: errorMessage(contracts.error) })}
      </FailureLine>
    );
  else if (contracts.data.length === 0)
    body = <p className="text-sm text-muted-foreground">{t('managerDash.contracts.empty')}</p>;
  else
    body = (
      <ul
        aria-label={t('managerDash.contracts.label', { name })}
        className="max-h-[700px] space-y-3 overflow-y-auto pr-1"
      >
        {contracts.data.map((c) => (
          <li key={c.id}>
            <ContractCard contract={c} showOwner={false} onEdit={() => setEditing(c)} />
          </li>
        ))}
      </ul>
    );

  return (
    <StaffSection
      id="contract-management"
      icon={<FileSignature />}
      title={user ? t('managerDash.contracts.titleFor', { name }) : t('managerDash.contracts.title')}
    >
      {user ? (
        <Button size="sm" onClick={() => setAdding(true)}>
          <FilePlus2 aria-hidden="true" />
          {t('managerDash.contracts.add')}
        </Button>
      ) : null}
      {body}
      {user ? (
        <Dialog open={adding} onOpenChange={setAdding}>
          <DialogContent className="max-w-2xl">
            <DialogHeader>
              <DialogTitle>{t('managerDash.contracts.addTitle')}</DialogTitle>
              <DialogDescription>{t('managerDash.contracts.addLead', { name })}</DialogDescription>
            </DialogHeader>
            <div className="min-h-0 overflow-y-auto px-6 py-5">{addForm(user, () => setAdding(false))}</div>
          </DialogContent>
        </Dialog>
      ) : null}
      <EditContractDialog
        contract={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        successText={t('staffContracts.updatedManager')}
      />
    </StaffSection>
  );
}

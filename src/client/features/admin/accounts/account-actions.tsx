import { Power, ShieldCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '../../../../shared/contracts/accounts';
import { allows, type Principal, USER_ADMIN_ACCESS } from '../../../../shared/permissions';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { ACCOUNTS_SEARCH_ID, NEXT_ROLE, useDeleteUser, useSetActive, useSetRole } from './api';
import { fullName, roleLabel } from './labels';

function failed(title: string, error: unknown) {
  toast({ variant: 'destructive', title, description: errorMessage(error) });
}

/**
 * What staff may do to one account: (de)activate for managers and developers; cycle the role and
 * delete for developers, never on their own account. The server enforces the same rules.
 */
export function AccountActions({ account, me }: { account: AdminUser; me: Principal & { id: number } }) {
  const [confirming, setConfirming] = useState(false);
  const done = (description: string) => () => toast({ title: t('adminAccounts.success'), description });
  const setActive = useSetActive({
    onSuccess: done(t('adminAccounts.activationUpdated')),
    onError: (error) => failed(t('adminAccounts.activationFailed'), error),
  });
  const setRole = useSetRole({
    onSuccess: done(t('adminAccounts.roleUpdated')),
    onError: (error) => failed(t('adminAccounts.roleFailed'), error),
  });
  const remove = useDeleteUser({
    onSuccess: () => {
      setConfirming(false);
      done(t('adminAccounts.deleted'))();
    },
    onError: (error) => {
      setConfirming(false);
      failed(t('adminAccounts.deleteFailed'), error);
    },
  });
  const name = fullName(account);
  const self = account.id === me.id;
  const busy = setActive.isPending || setRole.isPending || remove.isPending;
  const next = NEXT_ROLE[account.role];

  const toggle = () => setActive.mutate({ id: account.id, active: !account.active });
  const cycle = () => setRole.mutate({ id: account.id, role: next });
  const confirmDelete = () => remove.mutate({ id: account.id });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {allows(USER_ADMIN_ACCESS.activate, me) ? (
        <Button
          size="sm"
          variant={account.active ? 'outline' : 'default'}
          disabled={busy}
          onClick={toggle}
          aria-label={
            account.active
              ? t('adminAccounts.deactivateNamed', { name })
              : t('adminAccounts.activateNamed', { name })
          }
        >
          <Power aria-hidden="true" />
          {account.active ? t('adminAccounts.deactivate') : t('adminAccounts.activate')}
        </Button>
      ) : null}
      {allows(USER_ADMIN_ACCESS.setRole, me) && !self ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={cycle}
          aria-label={t('adminAccounts.cycleRoleNamed', {
            name,
            from: roleLabel(account.role),
            to: roleLabel(next),
          })}
        >
          <ShieldCheck aria-hidden="true" />
          {t('adminAccounts.cycleRole', { role: roleLabel(next) })}
        </Button>
      ) : null}
      {allows(USER_ADMIN_ACCESS.remove, me) && !self ? (
        <>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive hover:bg-destructive/10"
            disabled={busy}
            onClick={() => setConfirming(true)}
            aria-label={t('adminAccounts.deleteNamed', { name })}
          >
            <Trash2 aria-hidden="true" />
            {t('adminAccounts.delete')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('adminAccounts.deleteQuestion', { name })}
            description={t('adminAccounts.deleteDetail')}
            confirmLabel={t('adminAccounts.deleteConfirm')}
            pendingLabel={t('adminAccounts.deleting')}
            cancelLabel={t('adminAccounts.cancel')}
            pending={remove.isPending}
            onConfirm={confirmDelete}
            onCloseAutoFocus={(event) => {
              // The deleted account's row is gone: continue from the search box.
              if (!remove.isSuccess) return;
              event.preventDefault();
              document.getElementById(ACCOUNTS_SEARCH_ID)?.focus();
            }}
          />
        </>
      ) : null}
    </div>
  );
}

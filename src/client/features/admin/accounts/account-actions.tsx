import { Power, ShieldCheck, Trash2 } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { AdminUser } from '#src/shared/contracts/accounts.ts';
import { allows, type Principal, USER_ADMIN_ACCESS } from '#src/shared/permissions.ts';
import { ACCOUNTS_SEARCH_ID, NEXT_ROLE, useDeleteUser, useSetActive, useSetRole } from './api';
import { fullName, roleLabel } from './labels';

function failed(title: string, error: unknown) {
  toast({ variant: 'destructive', title, description: errorMessage(error) });
}

/**
 * The row under `from` is about to leave its list: keyboard focus goes to the next row's first
 * action (or the previous row's, or the search box) instead of falling back to the page.
 */
function focusNeighbour(from: HTMLElement) {
  const row = from.closest('li');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  const target =
    neighbour?.querySelector<HTMLElement>('button') ?? document.getElementById(ACCOUNTS_SEARCH_ID);
  target?.focus();
}

/** Busy buttons say so (aria-disabled) but keep the focus, which a disabled button would drop. */
const busyProps = (busy: boolean) =>
  busy ? { 'aria-disabled': true as const, className: 'cursor-progress opacity-60' } : {};

/**
 * What staff may do to one account: (de)activate for managers and developers; cycle the role and
 * delete for developers. Never on one's own account (no locking oneself out); the server refuses
 * role changes and deletion of oneself as well.
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

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return;
    focusNeighbour(event.currentTarget);
    setActive.mutate({ id: account.id, active: !account.active });
  };
  const cycle = () => {
    if (!busy) setRole.mutate({ id: account.id, role: next });
  };
  const confirmDelete = () => remove.mutate({ id: account.id });

  return (
    <div className="flex flex-wrap items-center gap-2">
      {allows(USER_ADMIN_ACCESS.activate, me) && !self ? (
        <Button
          size="sm"
          variant={account.active ? 'outline' : 'default'}
          {...busyProps(busy)}
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
          {...busyProps(busy)}
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
            className={cn('text-destructive hover:bg-destructive/10', busy && 'cursor-progress opacity-60')}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) setConfirming(true);
            }}
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

import { type LucideIcon, Power, ShieldCheck, Trash2 } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { Button, type ButtonVariant } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { AdminUser } from '#src/shared/contracts/accounts.ts';
import { allows, type Principal, USER_ADMIN_ACCESS } from '#src/shared/permissions.ts';
import { focusAfterRemoval } from '../lib/focus';
import { toastFailure } from '../lib/toasts';
import { ACCOUNTS_SEARCH_ID, NEXT_ROLE, useDeleteUser, useSetActive, useSetRole } from './api';
import { fullName, roleLabel } from './labels';

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

/** One action on the account. While any is busy it says so (aria-disabled) but keeps the focus,
 * which a disabled button would drop. */
function ActionButton({
  busy,
  icon: Icon,
  name,
  onClick,
  variant,
  className,
  children,
}: {
  busy: boolean;
  icon: LucideIcon;
  /** The accessible name: what it does, to whom. */
  name: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  variant: ButtonVariant;
  className?: string;
  children: string;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      className={cn(className, busy && 'cursor-progress opacity-60')}
      aria-disabled={busy || undefined}
      onClick={onClick}
      aria-label={name}
    >
      <Icon aria-hidden="true" />
      {children}
    </Button>
  );
}

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
    onError: (error) => toastFailure(t('adminAccounts.activationFailed'), error),
  });
  const setRole = useSetRole({
    onSuccess: done(t('adminAccounts.roleUpdated')),
    onError: (error) => toastFailure(t('adminAccounts.roleFailed'), error),
  });
  const remove = useDeleteUser({
    onSuccess: () => {
      setConfirming(false);
      done(t('adminAccounts.deleted'))();
    },
    onError: (error) => {
      setConfirming(false);
      toastFailure(t('adminAccounts.deleteFailed'), error);
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
        <ActionButton
          busy={busy}
          icon={Power}
          variant={account.active ? 'outline' : 'default'}
          onClick={toggle}
          name={
            account.active
              ? t('adminAccounts.deactivateNamed', { name })
              : t('adminAccounts.activateNamed', { name })
          }
        >
          {account.active ? t('adminAccounts.deactivate') : t('adminAccounts.activate')}
        </ActionButton>
      ) : null}
      {allows(USER_ADMIN_ACCESS.setRole, me) && !self ? (
        <ActionButton
          busy={busy}
          icon={ShieldCheck}
          variant="outline"
          onClick={cycle}
          name={t('adminAccounts.cycleRoleNamed', {
            name,
            from: roleLabel(account.role),
            to: roleLabel(next),
          })}
        >
          {t('adminAccounts.cycleRole', { role: roleLabel(next) })}
        </ActionButton>
      ) : null}
      {allows(USER_ADMIN_ACCESS.remove, me) && !self ? (
        <>
          <ActionButton
            busy={busy}
            icon={Trash2}
            variant="ghost"
            className="text-destructive hover:bg-destructive/10"
            onClick={() => {
              if (!busy) setConfirming(true);
            }}
            name={t('adminAccounts.deleteNamed', { name })}
          >
            {t('adminAccounts.delete')}
          </ActionButton>
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
            // The deleted account's row is gone: continue from the search box.
            onCloseAutoFocus={focusAfterRemoval(remove.isSuccess, ACCOUNTS_SEARCH_ID)}
          />
        </>
      ) : null}
    </div>
  );
}

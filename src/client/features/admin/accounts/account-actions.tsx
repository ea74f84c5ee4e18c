import { type LucideIcon, Power, ShieldCheck, Trash2 } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import { Button, type ButtonVariant } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { AdminUser } from '#src/shared/contracts/accounts.ts';
import { mayChangeAccount, type Principal } from '#src/shared/permissions.ts';
import { focusAfterRemoval } from '../lib/focus';
import { toastFailure } from '../lib/toasts';
import { ACCOUNTS_SEARCH_ID, NEXT_ROLE, useDeleteUser, useSetActive, useSetRole } from './api';
import { fullName, roleLabel } from './labels';

/**
 * Where keyboard focus goes when the row under `from` leaves its list: the next row's first action
 * (or the previous row's), else the search box, instead of falling back to the page.
 */
function neighbourOf(from: HTMLElement | null): () => void {
  const row = from?.closest('li');
  const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
  const target = neighbour?.querySelector<HTMLElement>('button');
  return () => {
    const next = target?.isConnected ? target : document.getElementById(ACCOUNTS_SEARCH_ID);
    next?.focus();
  };
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

/** The question being asked before a change, if any. */
type Asking = 'role' | 'deactivate' | 'delete' | null;

/**
 * What staff may do to one account, as `mayChangeAccount` allows: (de)activate (managers only a
 * member's), cycle the role and delete (developers); never on one's own account. A role change, a
 * deactivation and a deletion ask first, naming the person and the change; activating a pending
 * account is one click.
 */
export function AccountActions({ account, me }: { account: AdminUser; me: Principal & { id: number } }) {
  const [asking, setAsking] = useState<Asking>(null);
  // Where focus goes once a deactivated row has left the list (its own buttons are gone).
  const afterDeactivation = useRef<(() => void) | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const done = (description: string) => () => toast({ title: t('adminAccounts.success'), description });
  const setActive = useSetActive({
    onSuccess: done(t('adminAccounts.activationUpdated')),
    onError: (error) => toastFailure(t('adminAccounts.activationFailed'), error),
  });
  const setRole = useSetRole({
    onSuccess: () => {
      setAsking(null);
      done(t('adminAccounts.roleUpdated'))();
    },
    onError: (error) => {
      setAsking(null);
      toastFailure(t('adminAccounts.roleFailed'), error);
    },
  });
  const remove = useDeleteUser({
    onSuccess: () => {
      setAsking(null);
      done(t('adminAccounts.deleted'))();
    },
    onError: (error) => {
      setAsking(null);
      toastFailure(t('adminAccounts.deleteFailed'), error);
    },
  });
  const name = fullName(account);
  const busy = setActive.isPending || setRole.isPending || remove.isPending;
  const next = NEXT_ROLE[account.role];
  const may = (change: 'activate' | 'setRole' | 'remove') => mayChangeAccount(me, account, change);
  const ask = (question: Asking) => () => {
    if (!busy) setAsking(question);
  };

  const activate = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return;
    neighbourOf(event.currentTarget)();
    setActive.mutate({ id: account.id, active: true });
  };
  const deactivate = () => {
    afterDeactivation.current = neighbourOf(actions.current);
    // The list shows the change at once (and drops this row): the question closes with it.
    setAsking(null);
    setActive.mutate({ id: account.id, active: false });
  };

  return (
    <div ref={actions} className="flex flex-wrap items-center gap-2">
      {may('activate') ? (
        <ActionButton
          busy={busy}
          icon={Power}
          variant={account.active ? 'outline' : 'default'}
          onClick={account.active ? ask('deactivate') : activate}
          name={
            account.active
              ? t('adminAccounts.deactivateNamed', { name })
              : t('adminAccounts.activateNamed', { name })
          }
        >
          {account.active ? t('adminAccounts.deactivate') : t('adminAccounts.activate')}
        </ActionButton>
      ) : null}
      {may('setRole') ? (
        <ActionButton
          busy={busy}
          icon={ShieldCheck}
          variant="outline"
          onClick={ask('role')}
          name={t('adminAccounts.cycleRoleNamed', {
            name,
            from: roleLabel(account.role),
            to: roleLabel(next),
          })}
        >
          {t('adminAccounts.cycleRole', { role: roleLabel(next) })}
        </ActionButton>
      ) : null}
      {may('remove') ? (
        <ActionButton
          busy={busy}
          icon={Trash2}
          variant="ghost"
          className="text-destructive hover:bg-destructive/10"
          onClick={ask('delete')}
          name={t('adminAccounts.deleteNamed', { name })}
        >
          {t('adminAccounts.delete')}
        </ActionButton>
      ) : null}
      <ConfirmDialog
        open={asking === 'deactivate'}
        onOpenChange={(open) => setAsking(open ? 'deactivate' : null)}
        title={t('adminAccounts.deactivateQuestion', { name })}
        description={
          account.role === 'user'
            ? t('adminAccounts.deactivateDetail')
            : t('adminAccounts.deactivateDetailStaff', { role: roleLabel(account.role) })
        }
        confirmLabel={t('adminAccounts.deactivateConfirm')}
        cancelLabel={t('adminAccounts.cancel')}
        onConfirm={deactivate}
        onCloseAutoFocus={(event) => {
          const focusNext = afterDeactivation.current;
          if (!focusNext) return;
          afterDeactivation.current = null;
          event.preventDefault();
          focusNext();
        }}
      />
      <ConfirmDialog
        open={asking === 'role'}
        onOpenChange={(open) => setAsking(open ? 'role' : null)}
        title={t('adminAccounts.roleQuestion', { name, role: roleLabel(next) })}
        description={t(ROLE_DETAIL[next])}
        confirmLabel={t('adminAccounts.roleConfirm')}
        pendingLabel={t('adminAccounts.roleChanging')}
        cancelLabel={t('adminAccounts.cancel')}
        pending={setRole.isPending}
        destructive={next === 'dev'}
        onConfirm={() => setRole.mutate({ id: account.id, role: next })}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={t('adminAccounts.deleteQuestion', { name })}
        description={t('adminAccounts.deleteDetail')}
        confirmLabel={t('adminAccounts.deleteConfirm')}
        pendingLabel={t('adminAccounts.deleting')}
        cancelLabel={t('adminAccounts.cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: account.id })}
        // The deleted account's row is gone: continue from the search box.
        onCloseAutoFocus={focusAfterRemoval(remove.isSuccess, ACCOUNTS_SEARCH_ID)}
      />
    </div>
  );
}

const ROLE_DETAIL = {
  user: 'adminAccounts.roleDetail.user',
  manager: 'adminAccounts.roleDetail.manager',
  dev: 'adminAccounts.roleDetail.dev',
} as const;

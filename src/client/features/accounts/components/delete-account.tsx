import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#src/client/components/ui/dialog.tsx';
import { PendingSubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage, fieldIssues } from '#src/client/lib/api.ts';
import { accountDeleteInput } from '#src/shared/contracts/account-settings.ts';
import { useDeleteAccount } from '../api';
import { rememberAccountDeleted } from './account-deleted-notice';
import { CurrentPasswordField } from './account-inputs';
import { SettingsSection } from './settings-section';

/** The danger zone: deleting asks for the password in a dialog, and nothing happens without it. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const { register, handleSubmit, setError, reset, formState } = useSchemaForm(accountDeleteInput, {
    currentPassword: '',
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    remove.mutate(values, {
      // A fresh page load: nothing of the account stays in memory, as after logging out; the home
      // page it lands on says the account is gone.
      onSuccess: () => {
        rememberAccountDeleted();
        window.location.assign('/');
      },
      onError: (error) =>
        setError('currentPassword', {
          type: 'server',
          message: fieldIssues(error).currentPassword ?? errorMessage(error),
        }),
    }),
  );

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      reset();
      remove.reset();
    }
  };

  return (
    <SettingsSection
      id="delete-account"
      title={t('account.delete.title')}
      lead={t('account.delete.lead')}
      danger
    >
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden="true" />
            {t('account.delete.open')}
          </Button>
        </DialogTrigger>
        <DialogContent
          onEscapeKeyDown={(event) => {
            if (remove.isPending) event.preventDefault();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col">
            <DialogHeader>
              <DialogTitle>{t('account.delete.dialogTitle')}</DialogTitle>
              <DialogDescription>{t('account.delete.dialogBody')}</DialogDescription>
            </DialogHeader>
            <div className="px-6 py-5">
              <CurrentPasswordField
                id="delete-current-password"
                error={errors.currentPassword?.message}
                {...register('currentPassword')}
              />
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  {t('account.delete.cancel')}
                </Button>
              </DialogClose>
              <PendingSubmitButton
                pending={remove.isPending}
                variant="destructive"
                size="default"
                aria-busy={remove.isPending || undefined}
              >
                {remove.isPending ? t('account.delete.pending') : t('account.delete.confirm')}
              </PendingSubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}

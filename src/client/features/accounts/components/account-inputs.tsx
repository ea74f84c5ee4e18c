import type { ComponentProps } from 'react';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { t } from '#src/client/i18n/index.ts';

/** An e-mail address box: the browser's saved address, the phone's e-mail keyboard, no spell check. */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} {...props} />;
}

/**
 * 'Current password', which the account forms ask for before a change: its field with the error,
 * and the box the browser fills with the saved password (`input`: the form's registration).
 */
export function CurrentPasswordField({
  id,
  error,
  className,
  ...input
}: ComponentProps<typeof Input> & { id: string; error?: string }) {
  return (
    <FormField id={id} label={t('account.currentPassword')} error={error} className={className}>
      <Input type="password" autoComplete="current-password" {...input} />
    </FormField>
  );
}

import type { FormEventHandler, ReactNode } from 'react';
import { TitledCard } from '#src/client/components/ui/card.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { cn } from '#src/client/lib/cn.ts';

/** One section of Account settings: a card with its own heading, named for the landmark it forms. */
export function SettingsSection({
  id,
  title,
  lead,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  /** The danger zone: a red edge so it is not mistaken for an ordinary form. */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <TitledCard
        as="h2"
        titleId={`${id}-title`}
        title={title}
        lead={lead}
        className={cn(danger && 'border-destructive/50')}
        headerClassName="pb-4"
        titleClassName={cn(danger && 'text-destructive')}
        leadClassName="text-pretty"
      >
        {children}
      </TitledCard>
    </section>
  );
}

/** A settings section's form: its fields, then its submit button, which says what it is doing while it saves. */
export function SettingsForm({
  onSubmit,
  pending,
  pendingLabel,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  pendingLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {children}
      <SubmitButton pending={pending} pendingLabel={pendingLabel} className="sm:self-start">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

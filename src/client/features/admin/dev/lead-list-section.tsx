import { type ComponentProps, type ReactNode, useState } from 'react';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { Button } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { NewBadge, StaffDeleteButton, StaffListSection, StaffRow } from '../components/staff-section';
import { type LeadRef, useDeleteLead, useMarkRead } from './api';
import { toastSuccess } from './toasts';

interface Lead {
  id: number;
  email: string;
  isRead: boolean;
}

interface LeadActionOptions<T extends Lead> {
  refOf: (lead: T) => LeadRef;
  /** The confirmation's question and what it shows of the lead. */
  confirm: string | ((lead: T) => string);
  describe: (lead: T) => ReactNode;
  /** The success toast's text. */
  deleted: (lead: T) => string;
  /** What a failed delete or mark-read says before the server's reason. */
  deleteFailed: string;
  markFailed: string;
}

/**
 * Mark read and the confirmed delete of a list of leads. A failure of either is said above the
 * list (`failure`), not in a toast; a successful delete clears it and says so in a toast.
 */
function useLeadActions<T extends Lead>(options: LeadActionOptions<T>) {
  const remove = useDeleteLead();
  const mark = useMarkRead();
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (what: string, error: unknown) => setFailure(`${what}: ${errorMessage(error)}`);
  const del = useConfirmedDelete<T>({
    remove: (lead) => remove.mutateAsync(options.refOf(lead)),
    title: options.confirm,
    description: options.describe,
    onDone: (lead) => {
      setFailure(null);
      toastSuccess(options.deleted(lead));
    },
    onError: (_lead, error) => fail(options.deleteFailed, error),
  });
  const markRead = (lead: T) =>
    mark.mutate(options.refOf(lead), { onError: (error) => fail(options.markFailed, error) });
  return { failure, markRead, ask: del.ask, dialog: del.dialog };
}

/** A lead row's buttons: Mark read while it is unread, and Delete, named for `name`. */
function LeadActions<T extends Lead>({
  lead,
  name,
  actions,
}: {
  lead: T;
  name: string;
  actions: Pick<ReturnType<typeof useLeadActions<T>>, 'markRead' | 'ask'>;
}) {
  return (
    <>
      {!lead.isRead ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('dev.markReadNamed', { email: lead.email })}
          onClick={() => actions.markRead(lead)}
        >
          {t('dev.markRead')}
        </Button>
      ) : null}
      <StaffDeleteButton
        label={t('dev.deleteNamed', { name })}
        onClick={(event) => actions.ask(lead, event.currentTarget)}
      />
    </>
  );
}

interface LeadListSectionProps<T extends Lead>
  extends Omit<ComponentProps<typeof StaffListSection<T>>, 'count' | 'alert' | 'renderItem' | 'children'> {
  /** The count beside the title, from the number of leads. */
  count: (total: string) => string;
  actions: LeadActionOptions<T>;
  /** Whom the Delete button names. */
  name: (lead: T) => string;
  /** The first line, after the 'New' mark of an unread lead. */
  heading: (lead: T) => ReactNode;
  /** The lines under it. */
  details: (lead: T) => ReactNode;
}

/**
 * A section listing leads, newest first: each row marked 'New' while unread, with Mark read and a
 * confirmed Delete; a failure of either is said above the list.
 */
export function LeadListSection<T extends Lead>({
  count,
  actions: options,
  name,
  heading,
  details,
  ...section
}: LeadListSectionProps<T>) {
  const actions = useLeadActions(options);
  const total = section.query.data?.total;
  return (
    <StaffListSection
      {...section}
      count={total === undefined ? undefined : count(formatCount(total))}
      alert={actions.failure}
      renderItem={(lead) => (
        <StaffRow actions={<LeadActions lead={lead} name={name(lead)} actions={actions} />}>
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {!lead.isRead ? <NewBadge label={t('dev.new')} /> : null}
            {heading(lead)}
          </p>
          {details(lead)}
        </StaffRow>
      )}
    >
      {actions.dialog}
    </StaffListSection>
  );
}

import { Download, FileText, ShieldCheck, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Button } from '#src/client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#src/client/components/ui/dialog.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useReferenceNames } from '#src/client/features/catalog/api.ts';
import { registerMessages, t, translateMessageText } from '#src/client/i18n/index.ts';
import { errorMessage, fieldIssues } from '#src/client/lib/api.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { formatDay, formatInstantDay } from '#src/client/lib/format-date.ts';
import {
  rejectVerificationInput,
  STAFF_VERIFICATION_VIEWS,
  type StaffVerification,
} from '#src/shared/contracts/verification.ts';
import { verificationMessages } from '#src/shared/i18n/en/verification.ts';
import { StaffListSection, StaffRow } from '../components/staff-section';
import { proofFileUrl, useApproveVerification, useRejectVerification, useVerificationQueue } from './api';
import { VerificationBell } from './verification-bell';

registerMessages(verificationMessages);

const LIST = 'verifications';

/** '120 KB', '2.4 MB' */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The Verification queue (Dev and Manager dashboards, decision 062): the weeks waiting for a
 * decision, oldest first and paged by the server, each with the facts to check beside the owner's
 * documents (downloads only); Approve, or Reject with the reason the owner reads. The decided
 * requests, newest first, are one choice away.
 */
export function VerificationQueueSection() {
  const list = useListParams(LIST, ['view']);
  const view = (STAFF_VERIFICATION_VIEWS as readonly string[]).includes(list.get('view'))
    ? (list.get('view') as (typeof STAFF_VERIFICATION_VIEWS)[number])
    : 'pending';
  const queue = useVerificationQueue(view, list.page);
  const approve = useApproveVerification();
  const [rejecting, setRejecting] = useState<StaffVerification | null>(null);
  const names = useReferenceNames();
  const total = queue.data?.total;
  const pending = view === 'pending';

  const datesOf = (v: StaffVerification) =>
    t('verification.queue.dates', { from: formatDay(v.fromDate), to: formatDay(v.toDate) });

  const doApprove = (v: StaffVerification) =>
    approve.mutate(v.id, {
      onSuccess: () =>
        toast({
          title: t('verification.queue.approved'),
          description: t('verification.queue.approvedBody', { resort: v.resortName, dates: datesOf(v) }),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('verification.queue.failed'),
          description: errorMessage(error),
          cause: error,
        }),
    });

  return (
    <>
      <StaffListSection<StaffVerification>
        id="verification-queue"
        icon={<ShieldCheck />}
        title={t('verification.queue.title')}
        count={
          pending && total !== undefined
            ? total === 1
              ? t('verification.queue.countOne')
              : t('verification.queue.count', { total: formatCount(total) })
            : undefined
        }
        tools={
          <>
            <SelectField
              id="verifications-view"
              label={t('verification.queue.view')}
              value={view}
              placeholder={t('verification.queue.viewPending')}
              onChange={(next) => list.set('view', next === 'pending' ? '' : next)}
            >
              <SelectItem value="pending">{t('verification.queue.viewPending')}</SelectItem>
              <SelectItem value="decided">{t('verification.queue.viewDecided')}</SelectItem>
            </SelectField>
            <div className="flex items-end">
              <VerificationBell />
            </div>
          </>
        }
        query={queue}
        list={list}
        label={t('verification.queue.label')}
        empty={pending ? t('verification.queue.empty') : t('verification.queue.emptyDecided')}
        showing={(counts) => t('verification.queue.showing', counts)}
        getKey={(v) => v.id}
        renderItem={(v) => (
          <div
            id={`verification-${v.id}`}
            tabIndex={-1}
            className="rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
          >
            <StaffRow
              actions={
                v.status === 'pending' ? (
                  <>
                    <Button
                      size="sm"
                      disabled={approve.isPending && approve.variables === v.id}
                      aria-label={t('verification.queue.approveLabel', {
                        resort: v.resortName,
                        dates: datesOf(v),
                      })}
                      onClick={() => doApprove(v)}
                    >
                      <ShieldCheck aria-hidden="true" />
                      {t('verification.queue.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-destructive"
                      aria-label={t('verification.queue.rejectLabel', {
                        resort: v.resortName,
                        dates: datesOf(v),
                      })}
                      onClick={() => setRejecting(v)}
                    >
                      <ShieldX aria-hidden="true" />
                      {t('verification.queue.reject')}
                    </Button>
                  </>
                ) : null
              }
            >
              <div className="grid gap-4 md:grid-cols-2">
                <div className="space-y-1">
                  <p className="font-semibold">{v.resortName}</p>
                  <p>
                    {names.unitType(undefined, v.unitTypeName)} · {names.location(undefined, v.locationName)}
                  </p>
                  <p>{datesOf(v)}</p>
                  <p>
                    <span className="text-muted-foreground">{t('verification.queue.code')}: </span>
                    <span className="rounded-md bg-muted px-1.5 py-0.5 font-mono">{v.reservationCode}</span>
                  </p>
                  <p className="text-muted-foreground">
                    {t('verification.queue.owner', {
                      name: `${v.owner.firstName} ${v.owner.lastName}`,
                      email: v.owner.email,
                    })}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {v.status === 'pending' || !v.decidedAt
                      ? t('verification.queue.asked', { date: formatInstantDay(v.createdAt) })
                      : t('verification.queue.decided', {
                          status: t(`verification.state.${v.status}`),
                          date: formatInstantDay(v.decidedAt),
                          name: v.decidedBy ?? '—',
                        })}
                  </p>
                  {v.reason ? (
                    <p className="text-xs">{t('verification.rejectedReason', { reason: v.reason })}</p>
                  ) : null}
                </div>
                <div className="space-y-2">
                  <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
                    {t('verification.queue.documents')}
                  </p>
                  <ul className="grid gap-1.5">
                    {v.files.map((f) => (
                      <li
                        key={f.id}
                        className="flex items-center gap-2 rounded-lg border border-border px-2.5 py-1.5"
                      >
                        <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{f.name}</span>
                          <span className="text-xs text-muted-foreground">
                            {t('verification.queue.file', {
                              position: f.position,
                              type: f.contentType === 'application/pdf' ? 'PDF' : 'JPEG',
                              size: sizeOf(f.byteSize),
                            })}
                          </span>
                        </span>
                        <Button asChild size="sm" variant="ghost">
                          <a
                            href={proofFileUrl(v.id, f.id)}
                            download
                            aria-label={t('verification.queue.download', { name: f.name })}
                          >
                            <Download aria-hidden="true" />
                          </a>
                        </Button>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </StaffRow>
          </div>
        )}
      />
      <RejectDialog request={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

/** Reject with a reason (required, 3 to 1,000 characters), checked with the server's schema first. */
function RejectDialog({ request, onClose }: { request: StaffVerification | null; onClose: () => void }) {
  const reject = useRejectVerification();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState<StaffVerification | null>(null);
  if (request && request !== shown) {
    setShown(request);
    setReason('');
    setError(undefined);
  }
  const confirm = () => {
    if (!shown) return;
    const parsed = rejectVerificationInput.safeParse({ reason });
    if (!parsed.success) {
      setError(translateMessageText(parsed.error.issues[0].message));
      document.getElementById('verification-reason')?.focus();
      return;
    }
    reject.mutate(
      { id: shown.id, reason },
      {
        onSuccess: () => {
          onClose();
          toast({
            title: t('verification.queue.rejected'),
            description: t('verification.queue.rejectedBody'),
          });
        },
        onError: (failure) => {
          setError(fieldIssues(failure).reason);
          toast({
            variant: 'destructive',
            title: t('verification.queue.failed'),
            description: errorMessage(failure),
            cause: failure,
          });
        },
      },
    );
  };
  return (
    <Dialog open={!!request} onOpenChange={(open) => !open && !reject.isPending && onClose()}>
      <DialogContent>
        <form
          noValidate
          className="flex min-h-0 flex-col"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <DialogHeader>
            <DialogTitle>{t('verification.reject.title')}</DialogTitle>
            <DialogDescription>
              {shown
                ? `${shown.resortName} · ${formatDay(shown.fromDate)} – ${formatDay(shown.toDate)}. `
                : null}
              {t('verification.reject.lead')}
            </DialogDescription>
          </DialogHeader>
          <div className="px-6 py-5">
            <FormField id="verification-reason" label={t('verification.reject.field')} error={error}>
              <Textarea
                value={reason}
                maxLength={1000}
                placeholder={t('verification.reject.placeholder')}
                onChange={(e) => setReason(e.target.value)}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={reject.isPending}>
              {t('verification.reject.cancel')}
            </Button>
            <SubmitButton pending={reject.isPending} pendingLabel={t('verification.reject.rejecting')}>
              {t('verification.reject.confirm')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { ShieldAlert, ShieldCheck, ShieldQuestion, ShieldX } from 'lucide-react';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { OwnerWeek } from '#src/shared/contracts/weeks.ts';
import { verificationMessages } from '#src/shared/i18n/en/verification.ts';

registerMessages(verificationMessages);

/** What the owner's card says of the week's verification: none, requested, verified, rejected (why) or ended. */
export function VerificationState({
  week,
}: {
  week: Pick<OwnerWeek, 'verified' | 'verifiedOn' | 'verification'>;
}) {
  const status = week.verified ? 'approved' : (week.verification?.status ?? 'none');
  const tone = {
    approved: 'bg-emerald-50 text-emerald-900',
    pending: 'bg-sky-50 text-sky-900',
    rejected: 'bg-red-50 text-red-900',
    lapsed: 'bg-amber-50 text-amber-900',
    withdrawn: 'bg-muted text-muted-foreground',
    none: 'bg-muted text-muted-foreground',
  }[status];
  const Icon =
    status === 'approved'
      ? ShieldCheck
      : status === 'rejected'
        ? ShieldX
        : status === 'lapsed'
          ? ShieldAlert
          : ShieldQuestion;
  const detail =
    status === 'approved' && week.verifiedOn
      ? t('verification.verifiedOn', { date: formatDay(week.verifiedOn) })
      : status === 'pending'
        ? t('verification.pendingHint')
        : status === 'rejected' && week.verification?.reason
          ? t('verification.rejectedReason', { reason: week.verification.reason })
          : status === 'lapsed'
            ? t('verification.lapsedHint')
            : undefined;
  // One fact of the card's list: its name read out, the state and what it means shown.
  return (
    <div className={cn('rounded-lg px-2.5 py-2 text-xs', tone)}>
      <dt className="sr-only">{t('verification.stateLabel')}</dt>
      <dd>
        <p className="flex items-center gap-1.5 font-semibold">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {t(`verification.state.${status}`)}
        </p>
        {detail ? <p className="mt-0.5 leading-relaxed [overflow-wrap:anywhere]">{detail}</p> : null}
      </dd>
    </div>
  );
}

/** Whether the owner may ask now: not while a request waits or the week is verified, nor once it started. */
export const canAskVerification = (
  week: Pick<OwnerWeek, 'verified' | 'verification' | 'fromDate'>,
  today: string,
) => !week.verified && week.verification?.status !== 'pending' && week.fromDate >= today;

import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { OwnAverageLine } from '#src/client/features/reviews/components/owner-reviews.tsx';
import { t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { useOwnerRecord } from '../api';

/**
 * The owner's record over the last 12 months, as our team reads it: stays that took place, and
 * bookings that ended on their side (declined, not answered or not confirmed in time, cancelled).
 * Shown once there is something to show; a failed read shows nothing rather than a wrong record.
 */
export function OwnerRecordLine() {
  const record = useOwnerRecord();
  const { user } = useCurrentUser();
  if (!record.data) return null;
  const r = record.data;
  const onTheirSide = r.declined + r.noAnswer + r.noConfirmation + r.cancelled;
  if (r.stays === 0 && onTheirSide === 0) return null;
  return (
    <section
      aria-labelledby="owner-record"
      className="grid gap-1 rounded-xl border border-border bg-surface p-4 text-sm"
    >
      <h3 id="owner-record" className="flex items-center gap-2 font-semibold">
        {onTheirSide === 0 ? (
          <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
        ) : (
          <TriangleAlert aria-hidden="true" className="size-4 text-amber-600" />
        )}
        {t('bookings.record.title')}
      </h3>
      <p>{t('bookings.record.summary', { stays: r.stays, ended: onTheirSide })}</p>
      {user ? <OwnAverageLine ownerId={user.id} /> : null}
      {onTheirSide > 0 ? (
        <p className="text-muted-foreground text-pretty">
          {t('bookings.record.details', {
            declined: r.declined,
            noAnswer: r.noAnswer,
            noConfirmation: r.noConfirmation,
            cancelled: r.cancelled,
          })}
        </p>
      ) : null}
    </section>
  );
}

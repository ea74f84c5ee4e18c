import { cn } from '#src/client/lib/cn.ts';
import type { BookingStatus } from '#src/shared/bookings/process.ts';
import { statusLabel } from './labels';

/** A state's tone: on hold asks for staff, money that has moved is settled, the rest is under way. */
const TONES: Record<BookingStatus, string> = {
  pending_payment: 'bg-muted text-foreground',
  awaiting_owner: 'bg-sand-100 text-foreground',
  accepted: 'bg-sand-100 text-foreground',
  confirmed: 'bg-primary-soft text-primary',
  completed: 'bg-primary-soft text-primary',
  on_hold: 'bg-destructive text-destructive-foreground',
  paid_out: 'bg-emerald-50 text-emerald-900',
  cancelled: 'bg-muted text-muted-foreground',
};

/** A booking's state as a small pill, in staff's words. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', TONES[status])}>
      {statusLabel(status)}
    </span>
  );
}

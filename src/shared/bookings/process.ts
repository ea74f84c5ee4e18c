// A booking's life, stated once as a table of transitions: the server refuses any step the table
// does not allow from the booking's state, the screens offer only the steps the viewer may take, and
// the diagram in docs/product.md is drawn from it (decision 056).

export const BOOKING_STATUSES = [
  'pending_payment',
  'awaiting_owner',
  'accepted',
  'confirmed',
  'completed',
  'on_hold',
  'paid_out',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Why a booking ended cancelled (the booking's `cancelReason`, set exactly when it is cancelled). */
export const BOOKING_CANCEL_REASONS = [
  'payment_expired',
  'guest_abandoned',
  'guest_cancelled',
  'owner_declined',
  'owner_no_answer',
  'owner_no_confirmation',
  'owner_cancelled',
  'staff_refund_all',
] as const;
export type BookingCancelReason = (typeof BOOKING_CANCEL_REASONS)[number];

/** Who causes a step: a person by acting, the clock at a deadline, or the payment provider. */
export const BOOKING_ACTORS = ['guest', 'owner', 'staff', 'system', 'provider'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

export interface BookingTransition {
  name: string;
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: BookingActor;
  /** What happens, in a few words (the diagram's label). */
  says: string;
}

export const BOOKING_TRANSITIONS = [
  {
    name: 'pay',
    from: ['pending_payment'],
    to: 'awaiting_owner',
    by: 'provider',
    says: 'the payment succeeds',
  },
  {
    name: 'expireHold',
    from: ['pending_payment'],
    to: 'cancelled',
    by: 'system',
    says: 'the 15-minute hold ends unpaid',
  },
  {
    name: 'abandon',
    from: ['pending_payment'],
    to: 'cancelled',
    by: 'guest',
    says: 'the guest gives up before paying',
  },
  { name: 'accept', from: ['awaiting_owner'], to: 'accepted', by: 'owner', says: 'the owner accepts' },
  {
    name: 'decline',
    from: ['awaiting_owner'],
    to: 'cancelled',
    by: 'owner',
    says: 'the owner declines: full refund',
  },
  {
    name: 'expireAccept',
    from: ['awaiting_owner'],
    to: 'cancelled',
    by: 'system',
    says: '48 h without an answer: full refund',
  },
  {
    name: 'confirm',
    from: ['accepted'],
    to: 'confirmed',
    by: 'owner',
    says: "the owner uploads the resort's confirmation",
  },
  {
    name: 'expireConfirm',
    from: ['accepted'],
    to: 'cancelled',
    by: 'system',
    says: '48 h without the confirmation: full refund',
  },
  {
    name: 'guestCancel',
    from: ['awaiting_owner', 'accepted', 'confirmed'],
    to: 'cancelled',
    by: 'guest',
    says: 'the guest cancels: refund by the published rule',
  },
  {
    name: 'ownerCancel',
    from: ['accepted', 'confirmed'],
    to: 'cancelled',
    by: 'owner',
    says: 'the owner cancels: full refund',
  },
  {
    name: 'report',
    from: ['confirmed'],
    to: 'on_hold',
    by: 'guest',
    says: 'the guest reports a problem (until check-in + 24 h)',
  },
  {
    name: 'dispute',
    from: ['confirmed', 'completed'],
    to: 'on_hold',
    by: 'provider',
    says: 'the card payment is disputed',
  },
  {
    name: 'hold',
    from: ['confirmed', 'completed'],
    to: 'on_hold',
    by: 'staff',
    says: 'staff hold the payout',
  },
  {
    name: 'complete',
    from: ['confirmed'],
    to: 'completed',
    by: 'system',
    says: 'check-in + 24 h without a report',
  },
  { name: 'release', from: ['on_hold'], to: 'completed', by: 'staff', says: 'staff release the payout' },
  { name: 'refundPart', from: ['on_hold'], to: 'completed', by: 'staff', says: 'staff refund part' },
  { name: 'refundAll', from: ['on_hold'], to: 'cancelled', by: 'staff', says: 'staff refund all' },
  {
    name: 'payOut',
    from: ['completed'],
    to: 'paid_out',
    by: 'system',
    says: "the owner's share is paid (check-in + 48 h)",
  },
] as const satisfies readonly BookingTransition[];

export type BookingTransitionName = (typeof BOOKING_TRANSITIONS)[number]['name'];

/** The states a booking ends in. */
export const FINAL_BOOKING_STATUSES: readonly BookingStatus[] = ['paid_out', 'cancelled'];

/** The transition `name` if it may happen from `status`; undefined otherwise. */
export function transitionFrom(
  status: BookingStatus,
  name: BookingTransitionName,
): BookingTransition | undefined {
  const t: BookingTransition | undefined = BOOKING_TRANSITIONS.find((x) => x.name === name);
  return t?.from.includes(status) ? t : undefined;
}

/** What `actor` may do to a booking in `status`, in the table's order. */
export function allowedSteps(status: BookingStatus, actor: BookingActor): BookingTransitionName[] {
  return BOOKING_TRANSITIONS.filter(
    (t) => t.by === actor && (t.from as readonly BookingStatus[]).includes(status),
  ).map((t) => t.name);
}

/** The table as a Mermaid state diagram (docs/product.md holds this text; a test keeps them equal). */
export function bookingDiagram(): string {
  const lines = ['stateDiagram-v2', '  [*] --> pending_payment: the guest books (the week is held)'];
  for (const t of BOOKING_TRANSITIONS)
    for (const from of t.from) lines.push(`  ${from} --> ${t.to}: ${t.says} (${t.by})`);
  for (const s of FINAL_BOOKING_STATUSES) lines.push(`  ${s} --> [*]`);
  return lines.join('\n');
}

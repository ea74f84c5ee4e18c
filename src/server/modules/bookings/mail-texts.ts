/**
 * What a booking's mail says, already written for its reader: amounts with their currency
 * (`mailMoney`), moments on the resort's clock with the destination named (mails.ts).
 */
export interface BookingFacts {
  reference: string;
  /** 'Villa del Arco, One-bedroom suite, Los Cabos' */
  stay: string;
  leadGuest: string;
  checkIn: string;
  checkOut: string;
  acceptBy: string;
  confirmBy: string;
  reportBy: string;
  fullRefundUntil: string;
  /** When the owner's share is paid: check-in + 48 h, or at once when staff release it later. */
  payoutOn: string;
  total: string;
  commission: string;
  /** The owner's share of the whole total. */
  share: string;
  /** A guest's cancellation: what it refunds and the share that is; what is kept, its commission and the owner's part. */
  refund: string;
  percent: number;
  kept: string;
  keptPercent: number;
  keptCommission: string;
  keptShare: string;
  /** The week went back on offer with this cancellation and may still be booked. */
  onOfferAgain: boolean;
  /** Staff's reason for a decision (booking_events.reason), when they gave one. */
  reason: string | null;
  /** The provider's reference of the owner's transfer. */
  transfer: string | null;
  /** Where people write to us (the operator's address). */
  support: string;
  /** For staff: the guest's report, and who the guest and the owner are ('—' for a deleted account). */
  problem: string | null;
  guestEmail: string;
  ownerEmail: string;
  /** A booking paid in pesos (OXXO, SPEI; decision 064): the pesos charged, the dollar total and the rate kept. */
  pesoCharge: { pesos: string; dollars: string; rate: string } | null;
}

export interface Written {
  subject: string;
  paragraphs: string[];
}

export type Say = (f: BookingFacts) => Written;

/** The mails a guest gets: of these transitions. */
export type GuestMail =
  | 'pay'
  | 'accept'
  | 'confirm'
  | 'decline'
  | 'expireAccept'
  | 'expireConfirm'
  | 'ownerCancel'
  | 'guestCancel'
  | 'report'
  | 'dispute'
  | 'hold'
  | 'release'
  | 'refundPart'
  | 'refundAll';

/** The mails an owner gets: of these transitions, and the two reminders at half a deadline's time. */
export type OwnerMail = Exclude<GuestMail, 'accept'> | 'payOut' | 'remindAccept' | 'remindConfirm';

/** The mails staff get at the operator's address, in English: a booking put on hold. */
export type StaffMail = 'report' | 'dispute' | 'hold';

/** One language's texts of the bookings' mail. */
export interface BookingMailTexts {
  seeBooking: string;
  answerNow: string;
  uploadConfirmation: string;
  /** The stay in one line, under every mail. */
  stayLine: (f: BookingFacts) => string;
  /** The line a peso booking's guest mails add: both currencies and the rate. */
  chargedInPesos: (c: NonNullable<BookingFacts['pesoCharge']>) => string;
  /** 'Sat, Mar 6, 2027, 3:00 PM (Los Cabos time)' */
  moment: (when: string, place: string) => string;
  calendarFile: (reference: string) => string;
  calendarDescription: (f: BookingFacts) => string;
  guest: Record<GuestMail, Say>;
  owner: Record<OwnerMail, Say>;
}

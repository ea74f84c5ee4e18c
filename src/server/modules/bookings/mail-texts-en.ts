import type { BookingFacts, BookingMailTexts, StaffMail, Written } from './mail-texts';

// The bookings' mail in English (the Spanish beside it in mail-texts-es.ts says the same).

const onOfferAgain =
  'Your week is on offer on the site again. If you can no longer rent it out, delete it from your dashboard.';

const everythingBack = (f: BookingFacts, what: string): Written => ({
  subject: `Booking ${f.reference} cancelled: you get everything back`,
  paragraphs: [
    what,
    `You get everything back: ${f.total}, to the card you paid with. Your bank may take a few days to show it.`,
  ],
});

const ownerCancelled = (f: BookingFacts, what: string): Written => ({
  subject: `Booking ${f.reference} cancelled`,
  paragraphs: [what, ...(f.onOfferAgain ? [onOfferAgain] : [])],
});

const payoutHeld = (f: BookingFacts, why: string): Written => ({
  subject: `Your payout for booking ${f.reference} is on hold`,
  paragraphs: [
    why,
    `Your payout is held while our team decides; we write to you with the decision. If you have something to tell us, write to ${f.support}.`,
  ],
});

const decision = (f: BookingFacts, what: string): Written => ({
  subject: `Our decision on booking ${f.reference}`,
  paragraphs: [what, ...(f.reason ? [`Our team's reason: ${f.reason}`] : [])],
});

export const en: BookingMailTexts = {
  seeBooking: 'See the booking',
  answerNow: 'Answer now',
  uploadConfirmation: 'Upload the confirmation',
  chargedInPesos: (c) =>
    `Paid in pesos: ${c.pesos}, the total of ${c.dollars} at ${c.rate} pesos per US dollar (the rate when you booked).`,
  stayLine: (f) => `Booking ${f.reference}: ${f.stay}. Check-in ${f.checkIn}; check-out ${f.checkOut}.`,
  moment: (when, place) => `${when} (${place} time)`,
  calendarFile: (reference) => `stay-${reference}.ics`,
  calendarDescription: (f) =>
    `Booking ${f.reference}. Check-in ${f.checkIn}; check-out ${f.checkOut}. Lead guest: ${f.leadGuest}.`,
  guest: {
    pay: (f) => ({
      subject: `Payment received: booking ${f.reference}`,
      paragraphs: [
        `We received your payment of ${f.total} for your stay at ${f.stay}. Keep this e-mail as your receipt.`,
        `The owner now confirms the week: they answer by ${f.acceptBy}. If they decline or do not answer in time, you get everything back.`,
      ],
    }),
    accept: (f) => ({
      subject: `The owner accepted your booking ${f.reference}`,
      paragraphs: [
        `The owner accepted your booking. They now book the stay with the resort and send us its confirmation by ${f.confirmBy}; we write to you as soon as it arrives.`,
        'If the confirmation does not come in time, the booking is cancelled and you get everything back.',
      ],
    }),
    confirm: (f) => ({
      subject: `Your stay is confirmed: booking ${f.reference}`,
      paragraphs: [
        `The owner sent us the resort's confirmation: your stay at ${f.stay} is confirmed. The stay is attached as a calendar file.`,
        `At check-in the resort's desk asks for the lead guest, ${f.leadGuest}, with an ID.`,
        `If something is wrong when you arrive, report it on the booking's page by ${f.reportBy}: until then we hold the owner's payment.`,
      ],
    }),
    decline: (f) => everythingBack(f, 'The owner declined your booking.'),
    expireAccept: (f) => everythingBack(f, 'The owner did not answer in time, so your booking is cancelled.'),
    expireConfirm: (f) =>
      everythingBack(
        f,
        "The owner did not send the resort's confirmation in time, so your booking is cancelled.",
      ),
    ownerCancel: (f) => everythingBack(f, 'The owner cancelled your booking.'),
    guestCancel: (f) => ({
      subject: `Booking ${f.reference} cancelled`,
      paragraphs: [
        f.percent === 100
          ? `You cancelled your booking. You get everything back: ${f.refund}, to the card you paid with.`
          : `You cancelled your booking after ${f.fullRefundUntil}, the last moment of the full refund, so by the published rule ${f.percent} % is refunded: ${f.refund}, to the card you paid with. The rest, ${f.kept}, is not refunded.`,
        'Your bank may take a few days to show the refund.',
      ],
    }),
    report: (f) => ({
      subject: `We received your report: booking ${f.reference}`,
      paragraphs: [
        "We received your report of a problem with your stay. Our team looks into it and writes to you with a decision; meanwhile the owner's payment is held.",
      ],
    }),
    dispute: (f) => ({
      subject: `Your card payment is disputed: booking ${f.reference}`,
      paragraphs: [
        `Your card's bank told us that the payment for this booking is disputed. The owner's payment is held until the dispute is settled. If you did not mean to dispute it, write to us at ${f.support}.`,
      ],
    }),
    hold: (f) => ({
      subject: `Booking ${f.reference} under review`,
      paragraphs: [
        "Our team is looking into this booking; meanwhile the owner's payment is held. We write to you with the decision.",
      ],
    }),
    release: (f) =>
      decision(f, "Our team looked into this booking and released the owner's payment: no refund is due."),
    refundPart: (f) =>
      decision(
        f,
        'Our team looked into this booking and refunds you part of what you paid, to the card you paid with.',
      ),
    refundAll: (f) =>
      decision(
        f,
        `Our team looked into this booking, cancelled it and refunds you everything you paid, ${f.total}, to the card you paid with.`,
      ),
  },
  owner: {
    pay: (f) => ({
      subject: `New booking of your week: ${f.reference}`,
      paragraphs: [
        `A guest booked and paid for your week at ${f.stay}. Accept or decline it by ${f.acceptBy}: without an answer it is cancelled and the guest gets everything back.`,
        `If you accept, you will be paid ${f.share} (the total of ${f.total} less our commission of ${f.commission}) on ${f.payoutOn}, two days after check-in. Accepting needs a payout account, which you can add from your dashboard.`,
      ],
    }),
    confirm: (f) => ({
      subject: `Confirmation received: booking ${f.reference}`,
      paragraphs: [
        "Thank you: we received the resort's confirmation and sent the guest their stay.",
        `If the guest reports no problem by ${f.reportBy}, you will be paid ${f.share} on ${f.payoutOn}.`,
      ],
    }),
    decline: (f) => ownerCancelled(f, 'You declined the booking. The guest gets everything back.'),
    expireAccept: (f) =>
      ownerCancelled(
        f,
        `You did not answer the booking by ${f.acceptBy}, so it is cancelled and the guest gets everything back.`,
      ),
    expireConfirm: (f) =>
      ownerCancelled(
        f,
        `The resort's confirmation did not arrive by ${f.confirmBy}, so the booking is cancelled and the guest gets everything back.`,
      ),
    ownerCancel: (f) =>
      ownerCancelled(
        f,
        'You cancelled the booking. The guest gets everything back, and it counts on your record.',
      ),
    guestCancel: (f) => ({
      subject: `The guest cancelled booking ${f.reference}`,
      paragraphs: [
        f.keptPercent > 0
          ? `The guest cancelled the booking. By the published rule ${f.keptPercent} % of the total is kept, ${f.kept}: you will be paid ${f.keptShare} (that less our commission of ${f.keptCommission}) on ${f.payoutOn}.`
          : 'The guest cancelled the booking and gets everything back.',
        ...(f.onOfferAgain ? [onOfferAgain] : []),
      ],
    }),
    report: (f) => payoutHeld(f, 'The guest reported a problem with the stay.'),
    dispute: (f) => payoutHeld(f, "The guest's card payment is disputed."),
    hold: (f) => payoutHeld(f, 'Our team is looking into this booking.'),
    release: (f) =>
      decision(
        f,
        `Our team looked into this booking and released your payout: you will be paid ${f.keptShare} on ${f.payoutOn}.`,
      ),
    refundPart: (f) =>
      decision(
        f,
        `Our team looked into this booking and refunded part of it to the guest. You will be paid the rest, less our commission, on ${f.payoutOn}.`,
      ),
    refundAll: (f) =>
      decision(
        f,
        'Our team looked into this booking, cancelled it and refunded the guest in full, so no payout is due for it.',
      ),
    payOut: (f) => ({
      subject: `We paid you for booking ${f.reference}`,
      paragraphs: [
        `We sent you ${f.keptShare} for this booking: ${f.kept} less our commission of ${f.keptCommission}.`,
        ...(f.transfer ? [`Transfer reference: ${f.transfer}.`] : []),
        'It reaches your bank account on your payout account’s schedule.',
      ],
    }),
    remindAccept: (f) => ({
      subject: `Reminder: booking ${f.reference} waits for your answer`,
      paragraphs: [
        `A guest's paid booking of your week at ${f.stay} waits for your answer. Accept or decline it by ${f.acceptBy}: without an answer it is cancelled and the guest gets everything back.`,
      ],
    }),
    remindConfirm: (f) => ({
      subject: `Reminder: send the resort's confirmation of booking ${f.reference}`,
      paragraphs: [
        `Upload the resort's confirmation of this booking on its page by ${f.confirmBy}: without it the booking is cancelled and the guest gets everything back.`,
      ],
    }),
  },
};

const STAFF_WHY: Record<StaffMail, string> = {
  report: 'the guest reported a problem',
  dispute: 'the card payment is disputed',
  hold: 'held by staff',
};

/** What staff read at the operator's address when a booking goes on hold (in English, the site's default). */
export function staffMail(kind: StaffMail, f: BookingFacts): Written {
  return {
    subject: `Booking ${f.reference} on hold: ${STAFF_WHY[kind]}`,
    paragraphs: [
      `Booking ${f.reference} is on hold (${STAFF_WHY[kind]}): the owner's payout waits until staff release the money or refund it.`,
      ...(f.problem ? [`The guest's report: ${f.problem}`] : []),
      ...(f.reason ? [`Reason given: ${f.reason}`] : []),
      `Total ${f.total}. Guest: ${f.guestEmail}. Owner: ${f.ownerEmail}.`,
    ],
  };
}

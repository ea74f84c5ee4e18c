import type { LegalDocument, Localized } from './types';

export const guestAgreement: Localized<LegalDocument> = {
  en: {
    title: 'Guest Agreement',
    lastUpdated: 'November 28, 2026',
    intro: [
      'This Guest Agreement sets out the terms of a stay booked through Semana, the marketplace operated by {operatorName}, a company registered in Mexico whose registered office is at {operatorAddress}. It applies to you as the guest who books a week, and to everyone who stays in the unit with you.',
      'The week you book belongs to its owner. Semana connects you with the owner and handles the booking and the payment; the resort provides the accommodation and its services. This agreement forms part of our Terms of Service.',
      'This document is published in Spanish and English. In Mexico the Spanish version governs; the English version is provided as a courtesy.',
    ],
    sections: [
      {
        heading: '1. Booking and payment',
        paragraphs: [
          'You pay the full amount of the booking at the time of booking. The booking is confirmed once the payment has been received and you have received our confirmation, which includes the resort, the unit type and the dates of your stay.',
          'The price covers the use of the unit for the dates booked. Charges the resort makes directly, such as incidental expenses, optional services, deposits or local taxes not included in the price, are payable by you to the resort.',
        ],
      },
      {
        heading: '2. Cancellation and refunds',
        items: [
          'Cancelled up to 31 days before check-in: full refund of the amount paid.',
          'Cancelled within 30 days or less of check-in: 75% of the total charged is kept and 25% is refunded.',
          'Not showing up on the check-in date counts as a cancellation within 30 days.',
        ],
        after: [
          'To cancel, write to {email} from the email address used for the booking. Refunds are made to the original payment method; the time the money takes to reach you depends on your bank or card issuer.',
        ],
      },
      {
        heading: '3. Check-in and check-out',
        paragraphs: [
          'Check-in is after 3 PM and check-out is at 11 AM, local time at the resort. The resort may ask for an official photo identification and a credit card for incidental charges at check-in. Early check-in or late check-out depends on the resort and may have a cost.',
        ],
      },
      {
        heading: '4. Your responsibilities during the stay',
        paragraphs: ['During your stay you agree to:'],
        items: [
          'respect the maximum occupancy of the unit and the rules of the resort, including its policies on noise, smoking, pets and the use of shared areas;',
          'use the unit, its furniture and equipment with care, and leave it in the condition in which you received it;',
          'be responsible for the behaviour of everyone staying with you or visiting you.',
        ],
      },
      {
        heading: '5. Damages',
        paragraphs: [
          'You are liable for any damage to the unit, its contents or the resort caused during your stay by you or by the people staying with you, beyond normal wear and tear. The resort or the owner may charge you the reasonable cost of repair or replacement and any cleaning beyond the usual.',
        ],
      },
      {
        heading: '6. No insurance',
        paragraphs: [
          'Semana does not provide insurance of any kind: not for travel, cancellation, medical care, personal belongings or liability. We recommend that you buy travel insurance suited to your trip before you travel.',
        ],
      },
      {
        heading: '7. Semana’s role and liability',
        paragraphs: [
          'Semana is not the owner or the operator of the resort and does not control the condition of the unit or the services of the resort. If something is wrong with the unit, tell the resort at once so it can be fixed, and then tell us at {email}. We will help you deal with the owner and the resort in good faith.',
          'To the extent the law allows, Semana’s liability towards you is limited to the amount you paid for the booking.',
        ],
      },
      {
        heading: '8. Governing law',
        paragraphs: [
          'This agreement is governed by the laws of the United Mexican States. Any dispute shall be submitted to the competent courts of the domicile of {operatorName}, and the parties waive any other jurisdiction that may correspond to them by reason of their present or future domicile.',
        ],
      },
      {
        heading: '9. Contact',
        paragraphs: ['Before and during your stay you can reach us at {email} or by phone at {phone}.'],
      },
    ],
  },
};

import type { LegalDocument, Localized } from './types';

export const termsOfService: Localized<LegalDocument> = {
  en: {
    title: 'Terms of Service',
    lastUpdated: 'November 28, 2026',
    intro: [
      'These Terms of Service ("Terms") govern your use of the Semana website and services (the "Platform"), operated by {operatorName} ("Semana", "we", "us" or "our"), a company registered in Mexico whose registered office is at {operatorAddress}.',
      'By creating an account, listing a week or a property, expressing interest in a listing, or paying for a membership or a booking through the Platform, you agree to these Terms, to our Privacy Policy and, when you book a stay, to our Guest Agreement. If you do not agree, do not use the Platform.',
      'This document is published in Spanish and English. In Mexico the Spanish version governs; the English version is provided as a courtesy.',
    ],
    sections: [
      {
        heading: '1. What Semana does',
        paragraphs: [
          'Semana is an online marketplace where owners of vacation-ownership (timeshare) weeks at resorts in Mexico offer their weeks for rent and list their properties for sale, and where visitors browse those offers and contact the owners.',
          'Semana is an owner-to-owner marketplace. We are not a resort, a hotel, a developer, a travel agency or a real-estate broker, and we are not a party to the ownership contract between an owner and a resort. Owners deal directly with each other and with guests, without hotel involvement.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You must be at least 18 years old and able to enter into a binding contract to open an account. The information you give us (name, email address and any other details) must be true, complete and kept up to date.',
          'You are responsible for keeping your password confidential and for everything done through your account. Tell us at once at {email} if you believe someone else has used it.',
          'New accounts start inactive. An account becomes active as soon as its membership payment is confirmed, or when our team activates it; only active accounts can list weeks, list properties and record contracts. We may suspend or close an account that breaks these Terms or that we reasonably believe is being used for fraud.',
        ],
      },
      {
        heading: '3. Listings',
        paragraphs: ['When you list a week or a property you confirm that:'],
        items: [
          'you own the week or the property, or are authorised by its owner to rent or sell it;',
          'the resort, unit type, dates, reservation code, price and description you give are accurate and complete;',
          'you own the photos you upload or have the right to publish them, and they show the actual property;',
          'the week is free to be used by a guest on the dates listed, and you will honour a booking made for it.',
        ],
        after: [
          'We may review, edit for format, decline or remove any listing that is inaccurate, unlawful, or that breaks these Terms. Listings may be shown to the public without your contact details; interested people reach you through the Platform.',
        ],
      },
      {
        heading: '4. Marketing and promotion of your listings',
        paragraphs: [
          'Your enrollment fee funds marketing campaigns for your listings across major rental platforms. You authorise us to promote your listings on third-party rental sites and to share with those sites the details and photos needed to publish them.',
          'Third-party sites apply their own terms, and we do not control how they display or rank listings. We do not guarantee that a week will be rented or that a property will be sold, nor any price or income.',
        ],
      },
      {
        heading: '5. Fees and commission',
        paragraphs: [
          'Membership and enrollment fees are shown, with the services each plan includes, before you pay. When one of your weeks is booked through the Platform or through our marketing channels, Semana earns a commission of 25% of the net profit of each booking, calculated after deducting the cost of the reservation or the usage fee of that week.',
          'All fees are non-refundable, including when a week is not rented or a property is not sold, except where the applicable law requires otherwise. Prices are stated in US dollars unless the checkout page says otherwise, and include the taxes we are required to charge.',
        ],
      },
      {
        heading: '6. Payments',
        paragraphs: [
          'Payments are processed by third-party payment processors. Semana does not store your full card number. By paying you also accept the terms of the payment processor, and you confirm that you are authorised to use the payment method you provide.',
        ],
      },
      {
        heading: '7. Bookings and cancellations',
        paragraphs: [
          'A guest pays the full amount of a booking at the time of booking. If a guest cancels up to 31 days before check-in, the amount paid is refunded in full. If a guest cancels within 30 days or less of check-in, 75% of the total charged is kept and 25% is refunded.',
          'Check-in is after 3 PM and check-out is at 11 AM, local time at the resort. The stay itself is governed by our Guest Agreement and by the rules of the resort.',
        ],
      },
      {
        heading: '8. Sales between owners',
        paragraphs: [
          'A sale of a property is agreed and concluded directly between the seller and the buyer. Each of them is responsible for checking the contract, the title, the fees owed to the resort and the transfer requirements of the resort before paying or signing. Semana does not hold purchase money and does not guarantee any sale.',
        ],
      },
      {
        heading: '9. Acceptable use',
        paragraphs: ['When using the Platform you must not:'],
        items: [
          'publish false, misleading or duplicate listings, or offer a week or property you are not entitled to offer;',
          'use the Platform to send spam, to harass other people or to collect their personal data;',
          'copy, scrape or resell the content of the Platform, or access it by automated means without our written permission;',
          'interfere with the security or the operation of the Platform, or try to reach accounts or data that are not yours.',
        ],
      },
      {
        heading: '10. Intellectual property',
        paragraphs: [
          'The Platform, its design, text, logos and software belong to Semana or its licensors. You keep the rights to the content you upload, and you grant Semana a non-exclusive, worldwide, royalty-free licence to host, reproduce, adapt and publish it, on the Platform and on third-party rental sites, for as long as the listing is active and for a reasonable time afterwards.',
        ],
      },
      {
        heading: '11. Disclaimers and limitation of liability',
        paragraphs: [
          'The Platform is provided "as is". Semana does not own, inspect or manage the resorts or the units listed, and is not responsible for the condition of a unit, for the services of a resort, or for what owners, guests and buyers do or fail to do.',
          'To the extent the law allows, Semana is not liable for indirect or consequential damages, lost profits or lost bookings, and our total liability for any claim related to the Platform is limited to the fees you paid to Semana in the twelve months before the claim. Nothing in these Terms limits a liability that cannot be limited under Mexican law.',
        ],
      },
      {
        heading: '12. Changes to these Terms',
        paragraphs: [
          'We may update these Terms to reflect changes in the law or in our services. We will publish the new version on this page with its date and, for significant changes, tell registered users by email before they take effect. Continuing to use the Platform after that date means you accept the updated Terms.',
        ],
      },
      {
        heading: '13. Governing law and jurisdiction',
        paragraphs: [
          'These Terms are governed by the laws of the United Mexican States. Any dispute arising from them or from the use of the Platform shall be submitted to the competent courts of the domicile of {operatorName}, and the parties waive any other jurisdiction that may correspond to them by reason of their present or future domicile.',
        ],
      },
      {
        heading: '14. Contact',
        paragraphs: [
          'Questions about these Terms can be sent to {email} or by phone to {phone}. Letters can be sent to {operatorName} at {operatorAddress}.',
        ],
      },
    ],
  },
};

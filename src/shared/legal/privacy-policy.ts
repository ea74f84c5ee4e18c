import type { LegalDocument, Localized } from './types';

export const privacyPolicy: Localized<LegalDocument> = {
  en: {
    title: 'Privacy Policy',
    lastUpdated: 'November 21, 2026',
    intro: [
      'This Privacy Policy explains what personal data {operatorName} ("Semana", "we", "us"), a company registered in Mexico whose registered office is at {operatorAddress}, collects when you use the Semana website and services, why we use it, with whom we share it, and the rights you have over it.',
      'We process personal data in accordance with the Mexican Federal Law on the Protection of Personal Data Held by Private Parties and its regulations. Semana is the party responsible for your personal data.',
      'This document is published in Spanish and English. In Mexico the Spanish version governs; the English version is provided as a courtesy.',
    ],
    sections: [
      {
        heading: '1. The data we collect',
        paragraphs: ['Depending on how you use the Platform, we collect:'],
        items: [
          'Identity and contact data: your name, email address, phone number and postal address.',
          'Account data: your username and password. Passwords are stored only as a one-way cryptographic hash that we cannot read.',
          'Payment details: the data needed to process a payment, such as the name on the card, the billing address and the last digits of the card. Full card numbers are handled by our payment processor and never stored by Semana.',
          'Listing and contract data: the weeks, properties, contracts, photos and descriptions you enter, and the messages you send to other users through the Platform.',
          'Usage data and cookies: the pages you visit, the actions you take, your browser and device type, your IP address and the date and time of your visits.',
        ],
      },
      {
        heading: '2. Why we use it',
        items: [
          'To create and run your account, and to keep you signed in securely.',
          'To publish your listings and promote them on the Platform and on third-party rental sites.',
          'To put owners, guests and buyers in touch when someone expresses interest in a listing or requests a week, and, when you request a week, to email you when a matching week is listed (every such email lets you stop them with one click).',
          'To process payments, refunds and commissions, and to keep the accounting and tax records the law requires.',
          'To answer your questions and send you messages about your account, your listings and changes to our terms.',
          'To keep the Platform secure, prevent fraud and abuse, and understand how it is used so we can improve it.',
        ],
        after: [
          'We process your data because it is necessary to provide the services you asked for, to comply with our legal obligations, or, where required, with your consent. We send marketing messages only if you agreed to receive them, and every such message lets you stop them.',
        ],
      },
      {
        heading: '3. Cookies',
        paragraphs: [
          'We use a session cookie that is strictly necessary to keep you signed in, and cookies or similar technologies that record usage data so we can measure and improve the Platform and our marketing campaigns. You can block or delete cookies in your browser settings; if you block the session cookie you will not be able to sign in.',
        ],
      },
      {
        heading: '4. Who we share it with',
        paragraphs: ['We do not sell your personal data. We share it only with:'],
        items: [
          'Payment processors, to charge and refund payments securely.',
          'Advertisers and rental platforms, to publish and promote your listings and to measure our marketing campaigns.',
          'IT providers that host the Platform, store its data, send its emails and keep it secure, under contracts that oblige them to protect your data and to use it only on our instructions.',
          'Other users, to the extent needed for a transaction you start. When you express interest in a week or a property, we send your email address and your message to the owner of that listing, by email and on their dashboard, so that they can answer you directly.',
          'Public authorities, when the law requires us to or to protect our rights and the safety of our users.',
        ],
        after: [
          'Some of these providers may process data outside Mexico. When they do, we make sure your data keeps a level of protection equivalent to the one described in this policy.',
        ],
      },
      {
        heading: '5. How long we keep it',
        paragraphs: [
          'We keep your data while your account is open and afterwards only as long as needed to meet legal, tax and accounting obligations, to resolve disputes, or to enforce our agreements. Data we no longer need is deleted or made anonymous.',
        ],
      },
      {
        heading: '6. Your rights',
        paragraphs: [
          'You may access the personal data we hold about you, update or correct it, ask us to delete it, and object to or limit its use for particular purposes (your ARCO rights under Mexican law). You may also withdraw any consent you gave us. You can change your name, email address and password, and delete your account with its listings, contracts and photos, yourself under Account settings.',
          'To exercise these rights or to ask any question about your data, contact support through {email}. Tell us your name, the email address of your account and what you are asking for. We will answer within the time limits set by law, and we may ask you to confirm your identity first.',
        ],
      },
      {
        heading: '7. Security',
        paragraphs: [
          'We protect your data with administrative, technical and physical measures appropriate to its sensitivity, including encrypted connections, hashed passwords and restricted access for our staff. No system is perfectly secure; if a breach affects your data in a significant way, we will tell you without undue delay.',
        ],
      },
      {
        heading: '8. Children',
        paragraphs: [
          'The Platform is not intended for people under 18 years old, and we do not knowingly collect their data. If you believe a minor has given us personal data, contact us at {email} and we will delete it.',
        ],
      },
      {
        heading: '9. Changes to this policy',
        paragraphs: [
          'We may update this Privacy Policy. The current version is always published on this page with its date, and we will tell registered users by email about significant changes.',
        ],
      },
      {
        heading: '10. Contact',
        paragraphs: [
          'For anything related to your privacy, write to {email}, call {phone}, or send a letter to {operatorName} at {operatorAddress}.',
        ],
      },
    ],
  },
};

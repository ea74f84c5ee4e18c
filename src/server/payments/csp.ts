import type { CspExtras } from '../plugins/security';

/** What Stripe.js and the Payment Element load, per Stripe's CSP guide; only in Stripe mode. */
export const STRIPE_CSP: CspExtras = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connectSrc: ['https://api.stripe.com', 'https://*.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
};

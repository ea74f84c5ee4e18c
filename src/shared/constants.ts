/** Business constants (docs/product.md, Limits and constants). */

export const LOCATIONS = [
  'Nuevo Vallarta',
  'Riviera Maya',
  'Los Cabos',
  'Puerto Vallarta',
  'Acapulco',
  'East Cape',
  'Mazatlan',
  'Puerto Peñasco',
] as const;

export const DEFAULT_BRAND_ID = 1;

export const ROLES = ['user', 'manager', 'dev'] as const;
export type Role = (typeof ROLES)[number];

export const MEMBERSHIP_TIERS = [
  { id: 'silver', name: 'Silver', price: 1500 },
  { id: 'gold', name: 'Gold', price: 3500 },
  { id: 'platinum', name: 'Platinum', price: 5000 },
] as const;
export type TierId = (typeof MEMBERSHIP_TIERS)[number]['id'];

export const WEEK_PRICE_MIN = 0;
export const WEEK_PRICE_MAX = 1_000_000;
export const RESERVATION_CODE_MAX = 50;
export const WEEK_LENGTH_DAYS = 7;

export const PROPERTY_IMAGES_MAX = 7;
export const PROPERTY_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const PROPERTY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const TUTORIAL_STEPS = 9;
export const TUTORIAL_CARD_WIDTH_PX = 350;
export const TUTORIAL_SCROLL_OFFSET_PX = 100;

/** The staff's accounts screens poll the list this often (with one retry). */
export const USERS_POLL_MS = 5000;

/** Text limits that every form shares, so the server and the browser refuse the same input. */
export const TEXT_LIMITS = {
  name: 100,
  username: 50,
  email: 254,
  password: 200,
  shortText: 200,
  longText: 5000,
} as const;

/** Every price above is in this currency; the server turns prices into cents from this table only. */
export const MEMBERSHIP_CURRENCY = 'usd';
/** The largest custom payment link (Stripe's own ceiling for one USD charge is 999,999.99). */
export const PAYMENT_LINK_MAX_AMOUNT = 999_999.99;

/** Paged lists reach at most this many results (page × page size): deep offsets cost every row before them. */
export const BROWSE_RESULTS_MAX = 10_000;

/**
 * Week ids one request may ask about or report seen (a dashboard page, a page of the list). Here,
 * not in the insights contract, so that the public cards' view reports reach no validation library.
 */
export const INSIGHT_IDS_MAX = 48;

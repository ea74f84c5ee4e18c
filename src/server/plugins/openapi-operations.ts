import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { PROPERTY_IMAGE_MAX_BYTES, PROPERTY_IMAGE_TYPES } from '#src/shared/constants.ts';
import type { Access } from '#src/shared/permissions.ts';

/**
 * How each operation of the OpenAPI document is described beyond its schemas: its tag (the domain
 * it belongs to, from its path), who may call it (from its `config.access`), its cross-site rule,
 * and, for uploads, the parts of its multipart form. Everything here is derived from the route's
 * own registration, so a new route is documented the day it is added.
 */

/** The domains of the API, in the order the reference lists them. */
export const API_TAGS = [
  {
    name: 'accounts',
    description:
      'Registration, sign-in, the current user, account settings, password reset, and the staff’s accounts management.',
  },
  {
    name: 'catalog',
    description:
      'Reference data: locations, brands, resorts, unit types and their images, contract types. Reading is public; staff add to it.',
  },
  {
    name: 'weeks',
    description:
      'Timeshare weeks offered for rent: public search and whole-catalogue reads, owners’ weeks, and what owners see to price and fill them: price guidance from comparable weeks, the people looking, views (counted without keeping who), interest and bookings.',
  },
  {
    name: 'bookings',
    description:
      'Booking a week on the site: the quote, the 15-minute hold and its payment, the guest’s trips, one booking for its guest, owner or staff, and the staff’s list, ledger and decisions on held money.',
  },
  {
    name: 'conversations',
    description:
      'Messages between a renter and a week’s owner: the inbox, unread counts, a conversation and sending (contact details hidden until the booking is paid).',
  },
  {
    name: 'properties',
    description: 'Property listings for sale: public search, owners’ listings with photos.',
  },
  {
    name: 'contracts',
    description: 'Owners’ timeshare contracts, and the staff’s view and edits of every contract.',
  },
  {
    name: 'leads',
    description: 'Week requests, week interests and property interests, and the inboxes that read them.',
  },
  {
    name: 'alerts',
    description:
      'E-mail alerts of new weeks: the confirmation link (double opt-in), unsubscribe and resubscribe links.',
  },
  {
    name: 'payments',
    description: 'Memberships, checkout, payment status, custom payment links and the provider’s webhook.',
  },
  {
    name: 'moderation',
    description:
      'Reports of listings by signed-in people, their own reports, and the staff’s moderation queue: hiding, warning, deactivating, dismissing, unhiding.',
  },
  {
    name: 'staff',
    description: 'The Dev and Manager dashboards: summaries and every week, listing and contract.',
  },
  {
    name: 'reviews',
    description:
      'Reviews after a completed stay, published for both sides together: a resort’s and an owner’s published reviews and averages (a booking’s own reviews are under bookings).',
  },
  {
    name: 'verification',
    description:
      'Verified weeks: an owner’s proof of a week, the staff’s verification queue and decisions, the proof’s downloads.',
  },
  {
    name: 'owners',
    description:
      'Public owner profiles: who offers the weeks, the Verified owner mark, their weeks on offer and their guests’ published reviews.',
  },
  {
    name: 'invoices',
    description:
      'CFDI invoices: a person’s own for a payment or a commission, asked within its month, their PDF and XML downloads, and the staff’s month with its global invoice.',
  },
  {
    name: 'calendar',
    description:
      'Private calendar feeds (RFC 5545): a person turns on, regenerates and turns off the feed of their weeks and bookings and the feed of their trips; a calendar program reads a feed by its secret address.',
  },
  { name: 'system', description: 'Public configuration, health, and the exchange rate.' },
  { name: 'site', description: 'Files for search engines, written from the page table.' },
  { name: 'documentation', description: 'This document and its reference page.' },
] as const;
export type ApiTag = (typeof API_TAGS)[number]['name'];

/**
 * The domain of a path: the first prefix that matches (a prefix matches itself and what lies below
 * it). More specific prefixes come first.
 */
const TAG_BY_PREFIX: [prefix: string, tag: ApiTag][] = [
  ['/api/openapi.json', 'documentation'],
  ['/api/docs', 'documentation'],
  ['/api/payouts', 'bookings'],
  ['/api/staff/bookings', 'bookings'],
  ['/api/staff/reports', 'moderation'],
  ['/api/reports', 'moderation'],
  ['/api/staff/verifications', 'verification'],
  ['/api/verifications', 'verification'],
  ['/api/owners', 'owners'],
  ['/api/staff/invoices', 'invoices'],
  ['/api/invoices', 'invoices'],
  ['/api/calendar-feeds', 'calendar'],
  ['/api/calendar', 'calendar'],
  ['/api/config', 'system'],
  ['/api/health', 'system'],
  ['/api/exchange-rate', 'system'],
  ['/api/register', 'accounts'],
  ['/api/login', 'accounts'],
  ['/api/logout', 'accounts'],
  ['/api/user', 'accounts'],
  ['/api/users', 'accounts'],
  ['/api/account', 'accounts'],
  ['/api/password-reset', 'accounts'],
  ['/api/vidanta', 'catalog'],
  ['/api/brands', 'catalog'],
  ['/api/contract-types', 'catalog'],
  ['/api/reference-names', 'catalog'],
  ['/api/weeks', 'weeks'],
  ['/api/property-listings', 'properties'],
  ['/api/contracts', 'contracts'],
  ['/api/week-requests', 'leads'],
  ['/api/week-interests', 'leads'],
  ['/api/property-listing-interests', 'leads'],
  ['/api/my/interests', 'leads'],
  ['/api/alerts', 'alerts'],
  ['/api/payments', 'payments'],
  ['/api/payment-links', 'payments'],
  ['/api/create-payment-intent', 'payments'],
  ['/api/create-custom-payment-link', 'payments'],
  ['/api/reviews', 'reviews'],
  ['/api/resorts', 'reviews'],
  ['/api/dev', 'staff'],
  ['/api/manager', 'staff'],
  ['/robots.txt', 'site'],
  ['/sitemap.xml', 'site'],
];

/**
 * The tag of a route's path. A path no prefix covers gets its first segment after /api as a tag of
 * its own, so it is still grouped; the OpenAPI test refuses any tag missing from API_TAGS.
 */
function tagOf(url: string): string {
  const found = TAG_BY_PREFIX.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`));
  if (found) return found[1];
  const segments = url.split('/').filter(Boolean);
  return (segments[0] === 'api' ? segments[1] : segments[0]) ?? 'site';
}

/** Who may call an operation, in a sentence (the levels of src/shared/permissions.ts). */
export const ACCESS_SENTENCES: Record<Access, string> = {
  public: 'Anyone, signed in or not.',
  signedIn: 'Any signed-in account, active or not.',
  active: 'Signed-in owners whose account is active, and staff (managers and developers).',
  manager: 'Staff: managers and developers.',
  dev: 'Developers only.',
};

/** The roles each level admits, for clients that read the extension rather than the sentence. */
const ACCESS_ROLES: Record<Access, string[]> = {
  public: ['anonymous', 'user', 'manager', 'dev'],
  signedIn: ['user', 'manager', 'dev'],
  active: ['user (active)', 'manager', 'dev'],
  manager: ['manager', 'dev'],
  dev: ['dev'],
};

/** The name of the session cookie's security scheme in the document. */
export const SESSION_SCHEME = 'sessionCookie';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The multipart form of an upload route whose handler reads the body itself (so Fastify validates
 * nothing and the document would otherwise show no body): its text parts, as the service
 * validates them, and its file parts with their bounds. Declared in the route's config; only the
 * document reads it.
 */
export interface MultipartForm {
  /** The text parts: the same zod object the service parses the fields with. */
  fields: z.ZodObject;
  /** The file parts, all under one name. */
  files: {
    name: string;
    min: number;
    max: number;
    /** The largest file accepted, in bytes. */
    maxBytes: number;
    /** The media types accepted (the content is checked, not the declared type). */
    types: readonly string[];
    description: string;
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart form an upload route reads itself, for the OpenAPI document. */
    multipartForm?: MultipartForm;
  }
}

/**
 * The form of an image upload read by storage/multipart.ts: text fields, and 1 to `max` images
 * under `images` within the multipart plugin's file size (app.ts).
 */
export function imageUploadForm(fields: z.ZodObject, max: number, description: string): MultipartForm {
  return {
    fields,
    files: {
      name: 'images',
      min: 1,
      max,
      maxBytes: PROPERTY_IMAGE_MAX_BYTES,
      types: PROPERTY_IMAGE_TYPES,
      description,
    },
  };
}

type JsonSchema = Record<string, unknown>;

/** The `multipart/form-data` request body of an upload route. */
export function multipartRequestBody(form: MultipartForm): { schema: JsonSchema; encoding: JsonSchema } {
  const fields = z.toJSONSchema(form.fields, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] };
  const { $schema: _drop, ...schema } = fields;
  const properties: Record<string, JsonSchema> = {};
  // Form parts are text: a part whose contract converts it (an id) is still sent as a string.
  for (const [name, part] of Object.entries(fields.properties ?? {})) {
    properties[name] = part.type === undefined && !part.anyOf ? { type: 'string', ...part } : part;
  }
  const { files } = form;
  properties[files.name] = {
    type: 'array',
    description: `${files.description} ${files.min} to ${files.max} files, each at most ${files.maxBytes / 1024 / 1024} MB; ${files.types.join(', ')} (checked by their content).`,
    minItems: files.min,
    maxItems: files.max,
    items: { type: 'string', format: 'binary', contentMediaType: 'application/octet-stream' },
  };
  return {
    schema: {
      ...schema,
      type: 'object',
      properties,
      required: [...(fields.required ?? []), ...(files.min > 0 ? [files.name] : [])],
    },
    encoding: { [files.name]: { contentType: files.types.join(', ') } },
  };
}

/** The method and path of a route as the document spells them (`:id` becomes `{id}`). */
export function documentPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** An operation id from the method and path: `GET /api/weeks/{id}` is `getWeeksById`. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split('-'))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${words.join('')}`;
}

/** What the document says about an operation beyond its schemas. */
export function operationExtras(route: Pick<RouteOptions, 'url' | 'config'>, method: string) {
  const access = route.config?.access as Access;
  const crossSiteAllowed = route.config?.crossSiteAllowed === true;
  const unsafe = UNSAFE_METHODS.has(method);
  const lines = [`**Who may call it:** ${ACCESS_SENTENCES[access]}`];
  if (access !== 'public') {
    lines.push(
      'Send the session cookie set at sign-in: 401 without a session, 403 for an account this level does not admit.',
    );
  }
  if (unsafe && crossSiteAllowed) {
    lines.push(
      'Called by other servers: the cross-site check does not apply; the request authenticates itself.',
    );
  } else if (unsafe) {
    lines.push(
      'From a browser, only pages of this site may send it: a cross-site request is refused (403 `CROSS_SITE`).',
    );
  }
  return {
    tags: [tagOf(route.url)],
    operationId: operationIdOf(method, route.url),
    description: lines.join('\n\n'),
    // Public operations need no session; the others take the cookie.
    security: access === 'public' ? [] : [{ [SESSION_SCHEME]: [] }],
    'x-access': access,
    'x-roles': ACCESS_ROLES[access],
    ...(unsafe ? { 'x-cross-site': crossSiteAllowed ? 'allowed' : 'refused' } : {}),
  };
}

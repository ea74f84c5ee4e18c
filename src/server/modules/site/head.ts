import { escapeHtml } from '#src/server/lib/escape-html.ts';
import type { Locale } from '#src/server/lib/locale.ts';
import { destinationImage } from '#src/shared/destination-images.ts';
import { appMessages } from '#src/shared/i18n/en/app.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { paymentsMessages } from '#src/shared/i18n/en/payments.ts';
import { appMessagesEs } from '#src/shared/i18n/es/app.ts';
import { listingsMessagesEs } from '#src/shared/i18n/es/listings.ts';
import { paymentsMessagesEs } from '#src/shared/i18n/es/payments.ts';
import { guestAgreementEs } from '#src/shared/legal/es/guest-agreement.ts';
import { privacyPolicyEs } from '#src/shared/legal/es/privacy-policy.ts';
import { termsOfServiceEs } from '#src/shared/legal/es/terms-of-service.ts';
import { guestAgreement } from '#src/shared/legal/guest-agreement.ts';
import { privacyPolicy } from '#src/shared/legal/privacy-policy.ts';
import { termsOfService } from '#src/shared/legal/terms-of-service.ts';
import type { LegalDocument } from '#src/shared/legal/types.ts';
import type { PageName } from '#src/shared/pages.ts';
import type { DestinationOffers } from './pages';

/** The catalogue's texts a page's head needs, in both languages (the same words the page shows). */
const TEXTS = {
  en: { ...appMessages, ...listingPagesMessages, ...paymentsMessages },
  es: { ...appMessagesEs, ...listingsMessagesEs, ...paymentsMessagesEs },
} as const;
const LEGAL: Record<Locale, Record<string, LegalDocument>> = {
  en: {
    termsOfService: termsOfService.en,
    privacyPolicy: privacyPolicy.en,
    guestAgreement: guestAgreement.en,
  },
  es: { termsOfService: termsOfServiceEs, privacyPolicy: privacyPolicyEs, guestAgreement: guestAgreementEs },
};
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_MX' };

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

export interface HeadInput {
  page?: PageName;
  params: Record<string, string>;
  /** The page's canonical path ('/destinations/Los%20Cabos'). */
  path: string;
  locale: Locale;
  publicUrl: string;
  operator: { name: string; address: string; email: string; phone: string };
  offers?: DestinationOffers;
  /** The landing hero's poster: its largest paint, fetched before the stylesheet is parsed. */
  heroPoster?: string;
}

interface Head {
  title: string;
  description: string;
  image: string;
  index: boolean;
}

function describePage({ page, params, locale, operator }: HeadInput): Head {
  const t = TEXTS[locale];
  const titled = (title: string) => fill(t['app.pageTitle'], { page: title });
  const base = { description: t['landing.intro'], image: '/media/hero-poster.webp', index: true };
  switch (page) {
    case 'home':
      return { ...base, title: t['app.defaultTitle'] };
    case 'destination': {
      const name = (locale === 'es' && params.nameEs) || params.name;
      return {
        title: titled(name),
        description: fill(t['listings.destination.lead'], { name }),
        image: destinationImage(params.name).src,
        index: true,
      };
    }
    case 'allWeeks':
      return {
        ...base,
        title: titled(t['listings.allWeeks.title']),
        description: t['listings.allWeeks.lead'],
      };
    case 'allProperties':
      return {
        ...base,
        title: titled(t['listings.properties.title']),
        description: t['listings.properties.lead'],
      };
    case 'membership':
      return {
        ...base,
        title: titled(t['payments.membership.title']),
        description: t['payments.membership.lead'],
      };
    case 'termsOfService':
    case 'privacyPolicy':
    case 'guestAgreement': {
      const doc = LEGAL[locale][page];
      const vars = {
        operatorName: operator.name,
        operatorAddress: operator.address,
        email: operator.email,
        phone: operator.phone,
      };
      return { ...base, title: titled(doc.title), description: fill(doc.intro[0], vars) };
    }
    default:
      // Personal, staff and unknown pages: the site's name, and no indexing.
      return { ...base, title: t['app.defaultTitle'], index: false };
  }
}

/**
 * The head of a page as the server sends it, before any script runs: its title, description,
 * canonical address, Open Graph and Twitter cards (a destination's own picture), the language
 * alternates (`?lang=`), and `noindex` for pages that are not public.
 */
export function pageHead(input: HeadInput): { title: string; tags: string } {
  const head = describePage(input);
  const url = `${input.publicUrl}${input.path}`;
  const withLang = (lang: Locale) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
  const image = `${input.publicUrl}${head.image}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const structured =
    input.page === 'destination' && input.offers ? structuredData(head, url, image, input.offers) : '';
  const tags = [
    input.page === 'home' && input.heroPoster
      ? `<link rel="preload" as="image" href="${escapeHtml(input.heroPoster)}" fetchpriority="high" />`
      : '',
    meta('name', 'description', head.description),
    head.index ? '' : meta('name', 'robots', 'noindex'),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(head.index
      ? (['en', 'es'] as const).map(
          (lang) =>
            `<link rel="alternate" hreflang="${lang === 'es' ? 'es-MX' : 'en-US'}" href="${escapeHtml(withLang(lang))}" />`,
        )
      : []),
    head.index ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}" />` : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Semana'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', OG_LOCALES[input.locale]),
    meta('property', 'og:locale:alternate', OG_LOCALES[input.locale === 'es' ? 'en' : 'es']),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    structured,
  ]
    .filter(Boolean)
    .join('\n    ');
  return { title: head.title, tags };
}

/**
 * A destination's weeks as schema.org data: the destination, and its weeks on offer as one
 * aggregate offer in dollars (count and price range of the weeks its page lists). JSON in a data
 * block is not a script the CSP has to allow; '<' is escaped so no text can close the block.
 */
function structuredData(head: Head, url: string, image: string, offers: DestinationOffers) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: head.title.replace(/ · Semana$/, ''),
    description: head.description,
    image,
    url,
    brand: { '@type': 'Brand', name: 'Semana' },
    ...(offers.count > 0 && offers.lowPrice !== null && offers.highPrice !== null
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'USD',
            lowPrice: offers.lowPrice,
            highPrice: offers.highPrice,
            offerCount: offers.count,
            availability: 'https://schema.org/InStock',
            url,
          },
        }
      : {}),
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * The shell with a page's head: its title, and its tags in place of the shell's own description.
 * The replacements are functions, so a `$&` or `` $` `` in a title or a path is text, never a pattern.
 */
export function withHead(shell: string, head: { title: string; tags: string }): string {
  return shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '')
    .replace('</head>', () => `    ${head.tags}\n  </head>`);
}

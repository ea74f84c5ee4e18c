import { escapeHtml } from '#src/server/lib/escape-html.ts';
import type { Locale } from '#src/server/lib/locale.ts';
import type { DestinationOffers, PageLoad } from '#src/shared/pages/page.ts';
import { type AnyPage, notFoundHead } from '#src/shared/pages/table.ts';
import { translator } from './page-texts';

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_MX' };

export interface HeadInput {
  /** The page the address is; none for an address no page has. */
  page?: AnyPage;
  params: Record<string, string>;
  /** What the page's data found (a destination and its offers). */
  loaded?: Extract<PageLoad, { status: 200 }>;
  /** The page's canonical path ('/destinations/Los%20Cabos'). */
  path: string;
  locale: Locale;
  publicUrl: string;
  operator: { name: string; address: string; email: string; phone: string };
  /** The landing hero's poster: its largest paint, fetched before the stylesheet is parsed. */
  heroPoster?: string;
}

interface Head {
  title: string;
  description: string;
  image: string;
  index: boolean;
  preloadHeroPoster: boolean;
}

/** The page's own head (its module's), with the site's defaults where it says nothing. */
async function describePage({ page, params, loaded, locale, operator }: HeadInput): Promise<Head> {
  const t = translator(locale);
  const own = page ? await page.head({ t, locale, params, loaded, operator }) : notFoundHead(t);
  return {
    title: own.title ? t('app.pageTitle', { page: own.title }) : t('app.defaultTitle'),
    description: own.description ?? t('landing.intro'),
    image: own.image ?? '/media/hero-poster.webp',
    // A missing page is never indexed, whatever it shows.
    index: !!page?.indexable,
    preloadHeroPoster: !!own.preloadHeroPoster,
  };
}

/**
 * The head of a page as the server sends it, before any script runs: its title, description,
 * canonical address, Open Graph and Twitter cards (a destination's own picture), the language
 * alternates (`?lang=`), and `noindex` for pages that are not public.
 */
export async function pageHead(input: HeadInput): Promise<{ title: string; tags: string }> {
  const head = await describePage(input);
  const url = `${input.publicUrl}${input.path}`;
  const withLang = (lang: Locale) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
  const image = `${input.publicUrl}${head.image}`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const structured = input.loaded?.offers ? structuredData(head, url, image, input.loaded.offers) : '';
  const tags = [
    head.preloadHeroPoster && input.heroPoster
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
 * The shell of one language cut once, at start, where a page's parts go: its title, its head's
 * tags (in place of the shell's own description), and the app drawn in #root followed by its data
 * block. A page is these pieces joined with its parts: nothing is searched for per request.
 */
export interface ShellTemplate {
  /** Up to the title. */
  start: string;
  /** After the title, up to the end of the head. */
  head: string;
  /** From the end of the head into #root. */
  body: string;
  /** After #root. */
  end: string;
}

const ROOT = '<div id="root"></div>';

/** None when the shell lacks a part (a test's bare shell): it is then sent as it is. */
export function shellTemplate(shell: string): ShellTemplate | null {
  // The page's head brings its own description.
  const html = shell.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '');
  const title = /<title>[^<]*<\/title>/.exec(html);
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT);
  if (!title || headEnd < title.index || root < headEnd) return null;
  return {
    start: html.slice(0, title.index),
    head: html.slice(title.index + title[0].length, headEnd),
    body: `${html.slice(headEnd, root)}<div id="root">`,
    end: `</div>${html.slice(root + ROOT.length)}`,
  };
}

/** A page: the shell with its head and, when the server drew it, the app and its data block. */
export function pageHtml(
  template: ShellTemplate,
  head: { title: string; tags: string },
  drawn?: { html: string; state: string },
): string {
  const { start, body, end } = template;
  const title = `<title>${escapeHtml(head.title)}</title>`;
  if (!drawn) return `${start}${title}${template.head}    ${head.tags}\n  ${body}${end}`;
  // The data block follows #root (end starts with its closing tag).
  return `${start}${title}${template.head}    ${head.tags}\n  ${body}${drawn.html}</div>${drawn.state}${end.slice('</div>'.length)}`;
}

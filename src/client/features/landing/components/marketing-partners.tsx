import { ExternalLink } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';

/**
 * The rental platforms where members' listings are promoted. Each is a plain styled
 * word mark of our own, not the platform's logo; the names are theirs and the note says so.
 */
const PARTNERS = [
  { name: 'Airbnb', href: 'https://www.airbnb.com', mark: 'font-bold tracking-tight text-rose-700' },
  { name: 'Vrbo', href: 'https://www.vrbo.com', mark: 'font-extrabold tracking-wide text-blue-800' },
  { name: 'Booking.com', href: 'https://www.booking.com', mark: 'font-bold text-sky-900' },
  { name: 'RedWeek', href: 'https://www.redweek.com', mark: 'font-semibold tracking-tight text-red-800' },
  { name: 'Tripadvisor', href: 'https://www.tripadvisor.com', mark: 'font-bold text-emerald-800' },
  { name: 'Expedia', href: 'https://www.expedia.com', mark: 'font-bold tracking-tight text-indigo-900' },
] as const;

export function MarketingPartners() {
  return (
    <section aria-labelledby="partners-title" className="deferred-section border-y border-border bg-canvas">
      <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 lg:py-16">
        <div className="mx-auto max-w-2xl space-y-3 text-center">
          <h2 id="partners-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {t('landing.partnersTitle')}
          </h2>
          <p className="text-muted-foreground">{t('landing.partnersBody')}</p>
        </div>
        <div data-tutorial="marketing-logos" className="mt-8">
          <ul
            aria-label={t('landing.partnersList')}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
          >
            {PARTNERS.map(({ name, href, mark }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="group flex h-16 items-center justify-center gap-1.5 rounded-xl border border-sand-200 bg-surface px-3 shadow-xs transition-all hover:-translate-y-0.5 hover:border-primary hover:shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <span className={cn('text-lg sm:text-xl', mark)}>{name}</span>
                  <ExternalLink
                    className="size-3.5 shrink-0 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                    aria-hidden="true"
                  />
                  <span className="sr-only">{t('landing.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center text-xs text-muted-foreground">{t('landing.partnersNote')}</p>
        </div>
      </div>
    </section>
  );
}

import { CalendarPlus, Handshake, Megaphone, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';
import { HeroVideo } from './hero-video';

const FEATURES = [
  { icon: Megaphone, title: 'landing.managementTitle', body: 'landing.managementBody' },
  { icon: Handshake, title: 'landing.marketplaceTitle', body: 'landing.marketplaceBody' },
] as const;

const OWNER_LINKS = [
  { to: '/add-listing', label: 'landing.rentWeek', icon: CalendarPlus, tutorial: 'add-listing-button' },
  { to: '/sell-property', label: 'landing.sellProperty', icon: Tag, tutorial: 'sell-property-button' },
] as const;

/**
 * The landing hero: the background clip over a CSS sunset (shown until the poster arrives), the
 * headline, the visitor and owner calls to action, and the two promises. The owner links lead to
 * signed-in pages; the route guard sends visitors to /auth first.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-ocean-sunset text-white"
    >
      <HeroVideo />
      {/* Darkens the side the text sits on so every line keeps AA contrast over the bright sky. */}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/80 via-slate-950/50 to-slate-950/30 lg:via-slate-950/40 lg:to-transparent"
        aria-hidden="true"
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 pt-16 pb-24 sm:px-6 sm:pt-24 lg:pb-28">
        <div className="max-w-2xl space-y-5">
          <p className="text-sm font-semibold tracking-widest text-amber-200 uppercase">
            {t('landing.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="text-4xl leading-[1.1] font-bold tracking-tight text-balance drop-shadow-sm sm:text-5xl lg:text-6xl"
          >
            {t('landing.headline')}
          </h1>
          <p className="max-w-xl text-lg text-pretty text-sky-50">{t('landing.intro')}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button
              asChild
              size="lg"
              variant="bare"
              className="bg-amber-300 text-slate-950 shadow-sm hover:bg-amber-200"
            >
              <Link to="/all-weeks">{t('landing.heroBrowse')}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="bare"
              className="border border-white/60 bg-white/10 text-white shadow-sm backdrop-blur-sm hover:bg-white/20"
            >
              <Link to="/membership">{t('landing.heroMembership')}</Link>
            </Button>
          </div>
          <div className="flex flex-col gap-2.5 pt-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
            <p className="text-sm font-medium text-sky-50">{t('landing.ownersLead')}</p>
            <div className="flex flex-wrap gap-2">
              {OWNER_LINKS.map(({ to, label, icon: Icon, tutorial }) => (
                <Link
                  key={to}
                  to={to}
                  data-tutorial={tutorial}
                  className="inline-flex h-9 items-center gap-2 rounded-full border border-white/35 bg-slate-950/35 px-3.5 text-sm font-semibold text-white backdrop-blur-sm transition-colors hover:border-amber-200 hover:bg-slate-950/55 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <Icon className="size-4 text-amber-200" aria-hidden="true" />
                  {t(label)}
                </Link>
              ))}
            </div>
          </div>
        </div>
        <ul className="grid gap-4 md:grid-cols-2 lg:max-w-4xl">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-white/15 bg-slate-950/55 p-5 backdrop-blur-md sm:p-6"
            >
              <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-amber-300/90 text-slate-950">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="space-y-1.5">
                <h2 className="text-lg font-semibold">{t(title)}</h2>
                <p className="text-sm leading-relaxed text-slate-100">{t(body)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

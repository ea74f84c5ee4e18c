import { Handshake, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { t } from '../../../i18n';

const FEATURES = [
  { icon: Megaphone, title: 'landing.managementTitle', body: 'landing.managementBody' },
  { icon: Handshake, title: 'landing.marketplaceTitle', body: 'landing.marketplaceBody' },
] as const;

/** The landing hero: a sunset over the Pacific in CSS (the video comes later), headline and the two promises. */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-ocean-sunset text-white"
    >
      <div className="absolute inset-x-0 bottom-0 -z-10 h-[35%] bg-ocean-shimmer" aria-hidden="true" />
      {/* Darkens the side the text sits on so every line keeps AA contrast over the bright sky. */}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/80 via-slate-950/50 to-slate-950/30 lg:via-slate-950/40 lg:to-transparent"
        aria-hidden="true"
      />
      {/* The sun sits above the shading so it stays bright; same spot as the sun in bg-ocean-sunset. */}
      <div
        className="absolute top-[58%] left-[78%] -z-10 hidden size-24 -translate-x-1/2 -translate-y-1/2 rounded-full bg-radial from-amber-50 via-amber-100 to-amber-300 shadow-[0_0_90px_40px_rgb(251_191_36/0.45)] md:block"
        aria-hidden="true"
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 pt-16 pb-12 sm:px-6 sm:pt-24 lg:pb-16">
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
            <Button asChild size="lg" className="bg-amber-300 text-slate-950 hover:bg-amber-200">
              <Link to="/all-weeks">{t('landing.heroBrowse')}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/60 bg-white/10 text-white backdrop-blur-sm hover:bg-white/20"
            >
              <Link to="/membership">{t('landing.heroMembership')}</Link>
            </Button>
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

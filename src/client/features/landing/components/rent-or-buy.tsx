import { ArrowRight, CalendarDays, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';

const BLOCKS = [
  {
    icon: CalendarDays,
    title: 'landing.rentTitle',
    body: 'landing.rentBody',
    cta: 'landing.rentCta',
    to: '/all-weeks',
  },
  {
    icon: KeyRound,
    title: 'landing.buyTitle',
    body: 'landing.buyBody',
    cta: 'landing.buyCta',
    to: '/all-properties',
  },
] as const;

/** 'Looking to Rent?' and 'Looking to Buy?': the two ways in for a visitor. */
export function RentOrBuy() {
  return (
    <section className="deferred-section mx-auto grid w-full max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2 lg:py-20">
      {BLOCKS.map(({ icon: Icon, title, body, cta, to }) => (
        <div
          key={to}
          className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-6 shadow-card sm:p-8"
        >
          <span className="grid size-12 place-content-center rounded-xl bg-primary-soft text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-2xl font-bold tracking-tight">{t(title)}</h2>
          <p className="text-muted-foreground">{t(body)}</p>
          <Button asChild className="mt-auto">
            <Link to={to}>
              {t(cta)}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ))}
    </section>
  );
}

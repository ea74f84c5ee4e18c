import { CircleCheck } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';

const POINTS = ['auth.visualPointRent', 'auth.visualPointSell', 'auth.visualPointSecure'] as const;

/** The right-hand panel of /auth: the brand promise over a sunset drawn in CSS and inline SVG. */
export function AuthVisualPanel() {
  return (
    <aside className="relative hidden min-h-[36rem] overflow-hidden rounded-3xl bg-ocean-sunset text-white shadow-raised lg:flex lg:flex-col">
      <div className="absolute inset-x-0 bottom-0 h-[35%] bg-ocean-shimmer" aria-hidden="true" />
      <PalmSilhouette />
      <div className="relative flex flex-1 flex-col justify-between gap-8 p-10 xl:p-12">
        <div className="max-w-md space-y-4">
          <p className="text-sm font-semibold tracking-widest text-amber-200 uppercase">{t('app.name')}</p>
          <h2 className="text-4xl leading-tight font-bold text-balance drop-shadow-sm">
            {t('auth.visualTitle')}
          </h2>
          <p className="text-lg text-sky-100">{t('auth.visualSubtitle')}</p>
        </div>
        <ul className="max-w-md space-y-3 rounded-2xl border border-white/20 bg-slate-950/45 p-5 backdrop-blur-sm">
          {POINTS.map((key) => (
            <li key={key} className="flex items-start gap-3 text-sm leading-snug">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden="true" />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

function PalmSilhouette() {
  return (
    <svg
      viewBox="0 0 200 320"
      aria-hidden="true"
      focusable="false"
      className="absolute right-[-1.5rem] bottom-0 h-[78%] text-slate-950/80"
      fill="currentColor"
    >
      <path d="M118 320c-6-60-4-120 8-178l7 1c-10 58-12 117-6 177z" />
      <path d="M128 140c-20-22-52-30-86-20 30-2 56 8 76 28z" />
      <path d="M128 140c-10-30-36-52-72-56 30 10 52 30 62 58z" />
      <path d="M130 140c6-32 30-56 64-60-28 12-48 34-56 62z" />
      <path d="M130 142c22-16 52-18 70-4-26-6-48-2-66 10z" />
      <path d="M128 142c-24-4-50 8-64 30 20-16 42-22 62-22z" />
      <path d="M131 143c18 4 38 20 44 42-12-18-28-30-46-34z" />
    </svg>
  );
}

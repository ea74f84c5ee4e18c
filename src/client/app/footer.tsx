import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { LogoMark } from '../components/ui/logo-mark';
import { t } from '../i18n';
import { useSiteConfig } from '../lib/site-config';
import { LanguageSwitch } from './language-switch';

const LEGAL_LINKS = [
  { to: '/terms-of-service', label: 'auth.termsOfService' },
  { to: '/privacy-policy', label: 'auth.privacyPolicy' },
  { to: '/guest-agreement', label: 'auth.guestAgreement' },
] as const;

export function Footer() {
  const { data } = useSiteConfig();
  const operatorName = data?.operator.name ?? t('app.name');

  return (
    <footer className="deferred-section border-t border-border bg-slate-950 text-slate-300 [--section-estimate:420px]">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="size-7" />
            {t('app.name')}
          </p>
          <p className="text-sm">{t('footer.tagline')}</p>
          <p className="flex gap-2 text-sm text-slate-200">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
            <span>{t('trust.safetyNotice')}</span>
          </p>
        </div>
        <nav aria-label={t('footer.legal')}>
          <ul className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
            {LEGAL_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="font-medium text-slate-200 underline-offset-4 hover:text-white hover:underline"
                >
                  {t(label)}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch variant="footer" />
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto flex w-full max-w-7xl flex-wrap gap-x-2 px-4 py-5 text-xs text-slate-400 sm:px-6">
          <span>{t('footer.copyright', { year: new Date().getFullYear(), name: operatorName })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('footer.registered')}</span>
        </p>
      </div>
    </footer>
  );
}

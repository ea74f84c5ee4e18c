import { ShieldCheck } from 'lucide-react';
import { t } from '../i18n';
import { cn } from '../lib/cn';

/**
 * The one safety sentence people read where they decide to pay or to answer a stranger: pay only
 * through the site, never by wire, chat app or gift card, and no upfront fees for a buyer.
 */
export function SafetyNotice({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950',
        className,
      )}
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
      <span>{t('trust.safetyNotice')}</span>
    </p>
  );
}

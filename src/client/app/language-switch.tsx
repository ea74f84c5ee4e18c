import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { changeLocale, getLocale, type Locale, t } from '../i18n';
import { currentUserKey } from '../lib/current-user';
import { call } from '../lib/endpoints';

const other = (locale: Locale): Locale => (locale === 'en' ? 'es' : 'en');
const TAGS: Record<Locale, string> = { en: 'en', es: 'es' };

/**
 * Switches between English and Spanish. The button names the other language in that language
 * (and says so with `lang`), so a person who cannot read the current one still finds it. The
 * choice is kept in a cookie; what the server wrote in the old language is fetched again.
 */
export function LanguageSwitch({ variant = 'bar' }: { variant?: 'bar' | 'footer' }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const next = other(getLocale());
  const onClick = async () => {
    setBusy(true);
    try {
      await changeLocale(next);
      // A signed-in person's choice is the account's too (their mail follows it).
      if (queryClient.getQueryData(currentUserKey)) {
        call('PUT /api/account/locale', { body: { locale: next } }).catch(() => undefined);
      }
      await queryClient.invalidateQueries();
    } finally {
      setBusy(false);
    }
  };

  if (variant === 'footer') {
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={busy}
        lang={TAGS[next]}
        className="inline-flex items-center gap-1.5 rounded font-medium text-slate-200 underline-offset-4 hover:text-white hover:underline"
      >
        <Languages className="size-4" aria-hidden="true" />
        {t('locale.switchTo')}
      </button>
    );
  }
  return (
    <Button
      variant="ghost"
      size="bare"
      className="h-10 gap-2 rounded-lg px-2.5 text-sm sm:px-3"
      onClick={onClick}
      disabled={busy}
      lang={TAGS[next]}
      aria-label={t('locale.switchLabel')}
      title={t('locale.switchLabel')}
    >
      <Languages aria-hidden="true" className="max-sm:hidden" />
      <span>{t('locale.switchShort')}</span>
    </Button>
  );
}

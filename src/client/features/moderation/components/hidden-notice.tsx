import { EyeOff } from 'lucide-react';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { moderationMessages } from '#src/shared/i18n/en/moderation.ts';

registerMessages(moderationMessages);

/** The words "Hidden by Semana" on an owner's hidden week or listing. */
export const hiddenBadgeText = () => t('hidden.badge');

/**
 * What an owner reads on a week or listing staff hid after a report: that renters no longer see it,
 * and to write to support if they think it is a mistake.
 */
export function HiddenNotice() {
  return (
    <p role="note" className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">{t('hidden.badge')}.</strong> {t('hidden.body')}
      </span>
    </p>
  );
}

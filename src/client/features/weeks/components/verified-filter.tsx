import { ShieldCheck } from 'lucide-react';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { verifiedMessages } from '#src/shared/i18n/en/verified.ts';

registerMessages(verifiedMessages);

/**
 * 'Verified only' in a week list's filters (decision 062): a native checkbox, drawn by the server
 * too; the address (`verified=1`) holds its state like every other filter's.
 */
export function VerifiedFilter({
  id,
  checked,
  onChange,
  className,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-2.5 self-end rounded-lg border border-input bg-surface px-3 py-2 text-sm font-medium',
        'has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        className,
      )}
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 cursor-pointer accent-emerald-700"
        aria-describedby={`${id}-hint`}
      />
      <ShieldCheck aria-hidden="true" className="size-4 text-emerald-700" />
      <span>{t('verified.filter')}</span>
      <span id={`${id}-hint`} className="sr-only">
        {t('verified.filterHint')}
      </span>
    </label>
  );
}

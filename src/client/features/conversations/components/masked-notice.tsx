import { EyeOff } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';
import type { MaskedKind } from '#src/shared/contracts/conversations.ts';

const KIND_KEYS = {
  phone: 'conversations.masked.phone',
  email: 'conversations.masked.email',
  link: 'conversations.masked.link',
  handle: 'conversations.masked.handle',
  payment: 'conversations.masked.payment',
} as const satisfies Record<MaskedKind, string>;

/** "a phone number and a link": what was hidden, in words. */
export function hiddenWords(kinds: readonly MaskedKind[]): string {
  const words = kinds.map((k) => t(KIND_KEYS[k]));
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')}${t('conversations.masked.and')}${words.at(-1)}`;
}

/** Told to the sender after sending: what we hid and why, with the safety sentence's rule. */
export function MaskedNotice({ kinds }: { kinds: readonly MaskedKind[] }) {
  if (kinds.length === 0) return null;
  return (
    <div
      role="status"
      className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <p>
        <span className="font-semibold">{t('conversations.masked.title')}. </span>
        {t('conversations.masked.body', { what: hiddenWords(kinds) })}
      </p>
    </div>
  );
}

import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';

/**
 * The pieces the hero search's two text boxes share: the plain one the server draws and the
 * combobox that takes its place on first use (`hero-search-combobox.tsx`). Both draw the same
 * markup, so nothing moves when one replaces the other.
 */

export interface SearchFieldIds {
  inputId: string;
  labelId: string;
  listId: string;
}

/** The text box's attributes besides its state and handlers. */
export const inputAttributes = () =>
  ({
    type: 'text',
    autoComplete: 'off',
    autoCapitalize: 'words',
    spellCheck: false,
    enterKeyHint: 'search',
    placeholder: t('landing.searchPlaceholder'),
    className: cn(
      'h-12 w-full rounded-xl border border-input bg-surface pr-3 pl-11 text-base text-foreground shadow-xs transition-colors',
      'placeholder:text-muted-foreground/80 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
    ),
  }) as const;

export const listClassName =
  'absolute inset-x-0 top-full z-30 mt-2 max-h-72 overflow-y-auto rounded-xl border border-border bg-surface p-1.5 shadow-raised';

/** The label (read by screen readers only) and the pin, around the text box and its list. */
export function SearchField({ ids, children }: { ids: SearchFieldIds; children: ReactNode }) {
  return (
    <div className="relative flex-1">
      <label id={ids.labelId} htmlFor={ids.inputId} className="sr-only">
        {t('landing.searchLabel')}
      </label>
      <MapPin
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-primary"
        aria-hidden="true"
      />
      {children}
    </div>
  );
}

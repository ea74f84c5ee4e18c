import { useQueryClient } from '@tanstack/react-query';
import { MapPin, Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { locationsQuery, useLocations } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { Location } from '#src/shared/contracts/catalog.ts';
import { destinationPath } from '#src/shared/destination-names.ts';
import { fold, foldedRange } from '#src/shared/text.ts';

/**
 * Names containing the text, case and accents ignored ('penasco' suggests Puerto Peñasco); those
 * that start with it (or have a word that does) come first.
 */
export function suggestionsFor(names: readonly string[], text: string): string[] {
  const query = fold(text.trim());
  if (!query) return [...names];
  const rank = (name: string) => {
    const folded = fold(name);
    if (folded.startsWith(query)) return 0;
    return folded.split(/\s+/).some((word) => word.startsWith(query)) ? 1 : 2;
  };
  return names
    .filter((name) => fold(name).includes(query))
    .map((name, order) => ({ name, order, rank: rank(name) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ name }) => name);
}

/** The name with the typed part in bold, however it was typed ('mazatlan' bolds 'Mazatlán'). */
function Highlighted({ name, text }: { name: string; text: string }) {
  const range = foldedRange(name, text.trim());
  if (!range) return <span>{name}</span>;
  return (
    <span>
      {name.slice(0, range.start)}
      <strong className="font-bold">{name.slice(range.start, range.end)}</strong>
      {name.slice(range.end)}
    </span>
  );
}

/**
 * Where a search goes: nowhere for blank text; the destination's page when the
 * trimmed text is a location's name in any letter case, with or without its accents; every week
 * otherwise.
 */
export function searchTarget(text: string, locations: readonly Location[]): string | null {
  const query = fold(text.trim());
  if (!query) return null;
  const match = locations.find((location) => fold(location.name) === query);
  return match ? destinationPath(match.name) : '/all-weeks';
}

/**
 * 'Find Your Perfect Vacation Home': a text box with a list of matching destinations, built as
 * the ARIA combobox pattern (arrow keys move, Enter picks, Escape closes) so it works by keyboard
 * and with a screen reader.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locations = useLocations();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = useId();

  const names = useMemo(() => locations.data?.map((location) => location.name) ?? [], [locations.data]);
  const suggestions = useMemo(() => suggestionsFor(names, text), [names, text]);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (name: string) => {
    setText(name);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(event.altKey ? -1 : 0);
        } else setActive((index) => (index >= last ? 0 : index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(last);
        } else setActive((index) => (index <= 0 ? last : index - 1));
        break;
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          pick(suggestions[active]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    close();
    // A search typed before the list arrived waits for it; without it, every week is the answer.
    const known = await queryClient.ensureQueryData(locationsQuery).catch(() => [] as Location[]);
    const target = searchTarget(text, known);
    if (target) navigate(target);
  };

  return (
    <section
      aria-labelledby="search-title"
      className="relative z-10 mx-auto -mt-14 w-full max-w-5xl px-4 sm:px-6"
    >
      <div className="rounded-2xl border border-border bg-surface p-5 shadow-raised sm:p-8">
        <h2 id="search-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('landing.searchTitle')}
        </h2>
        <p className="mt-1.5 text-muted-foreground">{t('landing.searchSubtitle')}</p>
        {/* biome-ignore lint/a11y/useSemanticElements: role=search on the form is the widely supported spelling of <search>. */}
        <form role="search" onSubmit={onSubmit} className="mt-5 flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <label htmlFor={inputId} className="sr-only">
              {t('landing.searchLabel')}
            </label>
            <MapPin
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-primary"
              aria-hidden="true"
            />
            <input
              id={inputId}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              autoCapitalize="words"
              spellCheck={false}
              enterKeyHint="search"
              placeholder={t('landing.searchPlaceholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onClick={() => setOpen(true)}
              onKeyDown={onKeyDown}
              onBlur={close}
              className={cn(
                'h-12 w-full rounded-xl border border-input bg-surface pr-3 pl-11 text-base text-foreground shadow-xs transition-colors',
                'placeholder:text-muted-foreground/80 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
              )}
            />
            <div
              id={listId}
              role="listbox"
              aria-label={t('landing.searchSuggestions')}
              hidden={!expanded}
              className="absolute inset-x-0 top-full z-30 mt-2 max-h-72 overflow-y-auto rounded-xl border border-border bg-surface p-1.5 shadow-raised"
            >
              {suggestions.map((name, index) => (
                // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocused; the text box points at the active one (aria-activedescendant).
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the text box, as the combobox pattern wants.
                <div
                  key={name}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keeps the focus in the text box, so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(name)}
                  onMouseMove={() => setActive(index)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm',
                    index === active ? 'bg-primary-soft text-primary-hover' : 'text-foreground',
                  )}
                >
                  <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <Highlighted name={name} text={text} />
                </div>
              ))}
            </div>
          </div>
          <Button type="submit" size="lg" className="h-12 rounded-xl px-7">
            <Search aria-hidden="true" />
            {t('landing.searchSubmit')}
          </Button>
        </form>
      </div>
    </section>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent as KeyEvent, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { localName, locationsQuery, useLocations } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import type { Location } from '#src/shared/contracts/catalog.ts';
import { destinationPath } from '#src/shared/destination-names.ts';
import { fold } from '#src/shared/text.ts';
import type { Caret } from './hero-search-combobox';
import { inputAttributes, listClassName, SearchField } from './hero-search-parts';

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

/**
 * Where a search goes: nowhere for blank text; the destination's page when the
 * trimmed text is a location's name in any letter case, with or without its accents; every week
 * otherwise.
 */
export function searchTarget(text: string, locations: readonly Location[]): string | null {
  const query = fold(text.trim());
  if (!query) return null;
  const match = locations.find(
    (location) => fold(location.name) === query || (location.nameEs && fold(location.nameEs) === query),
  );
  return match ? destinationPath(match.name) : '/all-weeks';
}

type ComboboxModule = typeof import('./hero-search-combobox');

let comboboxModule: ComboboxModule | undefined;
let comboboxLoading: Promise<ComboboxModule> | undefined;

/** Loads the combobox (Downshift and our use of it) once for the page; a failed load may be tried again. */
function loadCombobox(): Promise<ComboboxModule> {
  comboboxLoading ??= import('./hero-search-combobox').then(
    (module) => {
      comboboxModule = module;
      return module;
    },
    (error: unknown) => {
      comboboxLoading = undefined;
      throw error;
    },
  );
  return comboboxLoading;
}

/** What happened in the plain box before the combobox arrived, played back to it when it does. */
interface Pending {
  open: boolean;
  keys: KeyboardEventInit[];
}

/**
 * 'Find Your Perfect Vacation Home': a text box with a list of matching destinations (an ARIA
 * combobox, `hero-search-combobox.tsx`) and a search button. The server draws a plain text box
 * of the same look; the combobox's code is fetched on its first use (pointer, focus or key) and
 * replaces it, keeping the text, the focus and the caret. Until then the plain box searches the
 * same way, and a click, typing or the list's keys pressed meanwhile are played back to the
 * combobox when it arrives.
 */
export function HeroSearch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locations = useLocations();
  const [text, setText] = useState('');
  // After the first page, the combobox's code is already here: no plain box.
  const [combobox, setCombobox] = useState<{
    module: ComboboxModule;
    open: boolean;
    caret: Caret | null;
  } | null>(() => (comboboxModule ? { module: comboboxModule, open: false, caret: null } : null));
  const ids = { inputId: useId(), labelId: useId(), listId: useId() };
  const plainRef = useRef<HTMLInputElement>(null);
  const pending = useRef<Pending>({ open: false, keys: [] });
  const waking = useRef(false);

  const names = useMemo(() => locations.data?.map(localName) ?? [], [locations.data]);
  const suggestions = useMemo(() => suggestionsFor(names, text), [names, text]);

  const wake = () => {
    if (waking.current) return;
    waking.current = true;
    loadCombobox().then(
      (module) => {
        const plain = plainRef.current;
        if (!plain) return;
        const caret =
          document.activeElement === plain
            ? {
                start: plain.selectionStart ?? plain.value.length,
                end: plain.selectionEnd ?? plain.value.length,
                direction: plain.selectionDirection ?? 'none',
              }
            : null;
        // The list opens as the plain box asked only while it still has the focus.
        const open = pending.current.open && caret !== null;
        const keys = caret ? pending.current.keys : [];
        flushSync(() => setCombobox({ module, open, caret }));
        const input = document.getElementById(ids.inputId);
        for (const key of keys) {
          flushSync(() =>
            input?.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true })),
          );
        }
      },
      () => {
        // Offline or a new deployment: the plain box stays and the next use tries again.
        waking.current = false;
      },
    );
  };

  const onPlainKeyDown = (event: KeyEvent<HTMLInputElement>) => {
    wake();
    const { key, altKey } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      pending.current.keys.push({ key, altKey });
    } else if (key === 'Escape') pending.current.keys.push({ key });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
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
          {combobox ? (
            <combobox.module.HeroCombobox
              ids={ids}
              text={text}
              onText={setText}
              suggestions={suggestions}
              initiallyOpen={combobox.open}
              caret={combobox.caret}
            />
          ) : (
            <SearchField ids={ids}>
              <input
                ref={plainRef}
                id={ids.inputId}
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={false}
                aria-controls={ids.listId}
                {...inputAttributes()}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  // Typing opens the list and starts from no active name.
                  pending.current = { open: true, keys: [] };
                }}
                onClick={() => {
                  pending.current.open = true;
                }}
                onPointerEnter={wake}
                onPointerDown={wake}
                onFocus={wake}
                onKeyDown={onPlainKeyDown}
              />
              <div
                id={ids.listId}
                role="listbox"
                aria-label={t('landing.searchSuggestions')}
                hidden
                className={listClassName}
              />
            </SearchField>
          )}
          <Button type="submit" size="bare" className="h-12 gap-2 rounded-xl px-7 text-base">
            <Search aria-hidden="true" />
            {t('landing.searchSubmit')}
          </Button>
        </form>
      </div>
    </section>
  );
}

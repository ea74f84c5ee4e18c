import { useCombobox } from 'downshift';
import { MapPin } from 'lucide-react';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { foldedRange } from '#src/shared/text.ts';
import { inputAttributes, listClassName, SearchField, type SearchFieldIds } from './hero-search-parts';

/** Where the caret was in the plain box this one replaces. */
export interface Caret {
  start: number;
  end: number;
  direction: 'forward' | 'backward' | 'none';
}

export interface HeroComboboxProps {
  ids: SearchFieldIds;
  text: string;
  onText: (text: string) => void;
  suggestions: readonly string[];
  /** The plain box was typed in or clicked: the list is open as it would have been. */
  initiallyOpen: boolean;
  /** The plain box had the focus: this one takes it, with the caret where it was. */
  caret: Caret | null;
}

const { InputBlur, InputClick } = useCombobox.stateChangeTypes;

/**
 * The hero search's text box as a combobox with a list of matching destinations, on Downshift's
 * `useCombobox`: arrow keys move through the list (wrapping at its ends), Enter or a click picks a
 * name, Escape closes the list, and the text box points at the active name for screen readers.
 * Loaded on the first use of the plain box the server drew (`hero-search.tsx`), which it replaces
 * with the same markup. Ours on top of Downshift: the list shows only while it has names; leaving
 * the box or clicking it again never changes the text or closes the list; Enter with no name
 * active searches for the text as typed; Escape with nothing to close keeps the text; Home and End
 * move the caret.
 */
export function HeroCombobox({ ids, text, onText, suggestions, initiallyOpen, caret }: HeroComboboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, closeMenu } = useCombobox({
    items: suggestions as string[],
    inputValue: text,
    onInputValueChange: ({ inputValue }) => onText(inputValue),
    initialIsOpen: initiallyOpen,
    inputId: ids.inputId,
    labelId: ids.labelId,
    menuId: ids.listId,
    getItemId: (index) => optionId(ids.listId, index),
    stateReducer: (state, { type, changes }) => {
      if (type === InputClick && state.isOpen) return state;
      // Picking a name only fills the box (nothing stays selected); the form's search takes it
      // from there. Leaving the box keeps the text as typed.
      return { ...changes, selectedItem: null, ...(type === InputBlur && { inputValue: state.inputValue }) };
    },
  });
  const expanded = isOpen && suggestions.length > 0;

  // Takes over the plain box's focus and caret in the same frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it replaces the plain box.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !caret) return;
    input.focus({ preventScroll: true });
    input.setSelectionRange(caret.start, caret.end, caret.direction);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const leaveToBrowser = () => {
      Object.assign(event.nativeEvent, { preventDownshiftDefault: true });
    };
    if (event.key === 'Enter' && !(expanded && highlightedIndex >= 0)) {
      leaveToBrowser(); // the form searches
      if (text.trim()) closeMenu();
    } else if (event.key === 'Escape' && !expanded) leaveToBrowser();
    else if (event.key === 'Home' || event.key === 'End') leaveToBrowser();
  };

  return (
    <SearchField ids={ids}>
      <input
        {...getInputProps({
          ref: inputRef,
          onKeyDown,
          ...inputAttributes(),
          'aria-expanded': expanded,
          'aria-activedescendant':
            expanded && highlightedIndex >= 0 ? optionId(ids.listId, highlightedIndex) : undefined,
        })}
      />
      <div
        {...getMenuProps({
          'aria-label': t('landing.searchSuggestions'),
          hidden: !expanded,
          className: listClassName,
        })}
      >
        {suggestions.map((name, index) => (
          <div
            key={name}
            {...getItemProps({
              item: name,
              index,
              className: cn(
                'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm',
                index === highlightedIndex ? 'bg-primary-soft text-primary-hover' : 'text-foreground',
              ),
            })}
          >
            <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <Highlighted name={name} text={text} />
          </div>
        ))}
      </div>
    </SearchField>
  );
}

const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

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

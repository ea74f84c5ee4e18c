import { type RefObject, useEffect } from 'react';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface TutorialKeyActions {
  next: () => void;
  previous: () => void;
  end: () => void;
}

/**
 * Esc skips, ArrowRight and ArrowLeft move between steps, and Tab cycles inside the card. A held
 * arrow key does not race through the tour, and Alt+Arrow stays the browser's back and forward.
 */
export function useTutorialKeys(cardRef: RefObject<HTMLElement | null>, actions: TutorialKeyActions) {
  const { next, previous, end } = actions;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        end();
        return;
      }
      if (event.key === 'Tab') {
        trapTab(event, cardRef.current);
        return;
      }
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [cardRef, next, previous, end]);
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last; focus never leaves. */
function trapTab(event: KeyboardEvent, card: HTMLElement | null) {
  if (!card) return;
  const focusable = Array.from(card.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  const inside = active instanceof Node && card.contains(active);
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

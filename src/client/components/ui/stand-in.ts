import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';

/**
 * A control whose library part (a Radix select or popover) is mounted only once the person reaches
 * for it: until then a plain button of the same look, role and text stands in. A mounted Radix
 * control sets state from its layout effects and refs, so every one on a page redrew
 * synchronously right after hydration, the longest task of a list page's start (decision 024).
 *
 * The stand-in is drawn the same on the server and in the browser. It is swapped for the real
 * control synchronously, before the press that follows lands: on a mouse pointer coming over it,
 * on focus (keyboard, a label, a form's error), on a tap's click (which opens it), or on an
 * opening key.
 */
export interface Waking {
  /** Open it as it mounts (a tap, a click or a key on the stand-in). */
  open: boolean;
  /** Its button takes focus as it mounts (the stand-in had it). */
  focus: boolean;
}

export function useWaking(onWake?: (waking: Waking) => void) {
  const [woken, setWoken] = useState<Waking | null>(null);
  const wake = (options: Partial<Waking> = {}) => {
    if (woken) return;
    const waking = { open: !!options.open, focus: !!options.focus };
    flushSync(() => {
      setWoken(waking);
      onWake?.(waking);
    });
  };
  return { woken, wake };
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

interface Handlers<T> {
  onPointerEnter?: (event: PointerEvent<T>) => void;
  onPointerDown?: (event: PointerEvent<T>) => void;
  onFocus?: (event: FocusEvent<T>) => void;
  onClick?: (event: MouseEvent<T>) => void;
  onKeyDown?: (event: KeyboardEvent<T>) => void;
}

/** The stand-in button's handlers (the caller's own run first). */
export function useStandInHandlers<T extends HTMLElement>(
  wake: (options?: Partial<Waking>) => void,
  own: Handlers<T> = {},
): Required<Handlers<T>> {
  const pressed = useRef(false);
  return {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') wake();
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      pressed.current = true;
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      // Focus from a press (a tap) comes before its click: swapping the button then would lose
      // the click, which wakes the control open instead.
      if (!pressed.current) wake({ focus: true });
    },
    onClick: (event) => {
      own.onClick?.(event);
      wake({ open: true });
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      wake({ open: true });
    },
  };
}

/** The real control's button, replacing a focused stand-in, takes the focus as it mounts. */
export function useFocusOnWake(button: RefObject<HTMLElement | null>, focus: boolean) {
  useLayoutEffect(() => {
    if (focus) button.current?.focus();
  }, [focus, button]);
}

import {
  autoUpdate,
  type ComputePositionConfig,
  computePosition,
  flip,
  offset,
  shift,
} from '@floating-ui/dom';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type Box,
  CARD_GAP_PX,
  roomForCard,
  type Size,
  sameBox,
  VIEWPORT_MARGIN_PX,
} from './tutorial-geometry';
import type { TutorialPlacement } from './tutorial-steps';

const OPPOSITE: Record<TutorialPlacement, TutorialPlacement> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

/**
 * How Floating UI places the card: 14 px from the target, on the step's side unless the card does
 * not fit there and fits better on the opposite one (a target taller than the screen keeps the
 * step's side), then moved as little as needed to stay 8 px inside the viewport on both axes, so a
 * card beside a huge target overlaps it rather than leaving the screen, and a card taller than the
 * viewport keeps its top (the title) in view.
 */
export function cardPlacementOptions(
  preferred: TutorialPlacement,
  tall = false,
): Partial<ComputePositionConfig> {
  // No room for the card on either side of the target (a long form on a phone): the card keeps to
  // the bottom of the screen, over the target's lower part, so its top (the heading, the first
  // fields) stays in view; the scroll leaves room beside any shorter target (`scrollTopFor`).
  if (tall)
    return {
      strategy: 'fixed',
      placement: 'bottom',
      middleware: [offset(CARD_GAP_PX), shift({ crossAxis: true, padding: VIEWPORT_MARGIN_PX })],
    };
  return {
    strategy: 'fixed',
    placement: preferred,
    middleware: [
      offset(CARD_GAP_PX),
      flip({
        crossAxis: false,
        fallbackPlacements: [OPPOSITE[preferred]],
        fallbackStrategy: 'bestFit',
        padding: VIEWPORT_MARGIN_PX,
      }),
      shift({ crossAxis: true, padding: VIEWPORT_MARGIN_PX }),
    ],
  };
}

export interface CardPlacement {
  /** The target in viewport pixels: the highlight rings it. */
  box: Box;
  viewport: Size;
  /** The card's top-left corner in viewport pixels, and the side of the target it is on. */
  top: number;
  left: number;
  side: string;
}

const samePlacement = (a: CardPlacement, b: CardPlacement) =>
  sameBox(a.box, b.box) &&
  a.viewport.width === b.viewport.width &&
  a.viewport.height === b.viewport.height &&
  a.top === b.top &&
  a.left === b.left &&
  a.side === b.side;

/**
 * The card beside the target and the target's box, kept current by Floating UI while anything
 * moves (scrolling, resizing, the target or the card changing size, the layout shifting). Null
 * until the first placement for this target is known.
 */
export function useCardPlacement(
  target: Element | null,
  cardRef: RefObject<HTMLElement | null>,
  preferred: TutorialPlacement,
): CardPlacement | null {
  const [state, setState] = useState<{ target: Element; placement: CardPlacement } | null>(null);

  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!target || !card) return;
    let live = true;
    const update = () => {
      const rect = target.getBoundingClientRect();
      const box = { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
      const { clientWidth, clientHeight } = document.documentElement;
      const viewport = { width: clientWidth, height: clientHeight };
      // No room on either side where the target is (the scroll could not make any: a long form,
      // a section at the end of the page).
      const tall = !roomForCard(box, Math.ceil(card.getBoundingClientRect().height), viewport.height);
      computePosition(target, card, cardPlacementOptions(preferred, tall)).then(({ x, y, placement }) => {
        if (!live) return;
        const next = { box, viewport, top: y, left: x, side: placement };
        // Drawn before the next paint, so the card and the ring never show a frame apart.
        flushSync(() =>
          setState((current) =>
            current?.target === target && samePlacement(current.placement, next)
              ? current
              : { target, placement: next },
          ),
        );
      });
    };
    const stop = autoUpdate(target, card, update);
    return () => {
      live = false;
      stop();
    };
  }, [target, cardRef, preferred]);

  return state?.target === target ? state.placement : null;
}

import {
  TUTORIAL_CARD_WIDTH_PX,
  TUTORIAL_PLACEMENT_THRESHOLD_PX,
  TUTORIAL_SCROLL_OFFSET_PX,
} from '#src/shared/constants.ts';
import type { TutorialPlacement } from './tutorial-steps';

/** Pure layout rules of the tutorial, in viewport pixels, so that they can be tested without a DOM. */

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Space between the target and the card. */
export const CARD_GAP_PX = 14;
/** The card never touches the viewport's edge. */
export const VIEWPORT_MARGIN_PX = 8;
/** The highlight ring stands this far outside the target. */
export const HIGHLIGHT_PADDING_PX = 6;
/** The ring keeps this far from the viewport's sides: 5 px of ring fit inside it. */
export const RING_INSET_PX = 6;
/** The card: at most 90% of the viewport's width. */
export const CARD_MAX_VIEWPORT_FRACTION = 0.9;

const OPPOSITE: Record<TutorialPlacement, TutorialPlacement> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

/** 350 px, or 90% of a narrower viewport. */
export function cardWidth(viewportWidth: number): number {
  return Math.min(TUTORIAL_CARD_WIDTH_PX, Math.floor(viewportWidth * CARD_MAX_VIEWPORT_FRACTION));
}

/** Free room between the target and each edge of the viewport. */
export function freeSpace(target: Box, viewport: Size): Record<TutorialPlacement, number> {
  return {
    top: target.top,
    bottom: viewport.height - (target.top + target.height),
    left: target.left,
    right: viewport.width - (target.left + target.width),
  };
}

/**
 * The step's side unless it has less than 200 px free; then the opposite side. When the opposite
 * side is even tighter (a target taller than the screen) flipping would only make things worse, so
 * the step's side stays and the card is kept on screen by cardPosition.
 */
export function choosePlacement(
  preferred: TutorialPlacement,
  target: Box,
  viewport: Size,
): TutorialPlacement {
  const space = freeSpace(target, viewport);
  if (space[preferred] >= TUTORIAL_PLACEMENT_THRESHOLD_PX) return preferred;
  const opposite = OPPOSITE[preferred];
  return space[opposite] > space[preferred] ? opposite : preferred;
}

/** min wins over max: a card taller than the viewport keeps its top (the title) in view. */
const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/** Top-left corner of the card on that side of the target, moved as little as needed to stay in the viewport. */
export function cardPosition(
  placement: TutorialPlacement,
  target: Box,
  card: Size,
  viewport: Size,
): { top: number; left: number } {
  let top: number;
  let left: number;
  if (placement === 'top' || placement === 'bottom') {
    left = target.left + target.width / 2 - card.width / 2;
    top =
      placement === 'bottom'
        ? target.top + target.height + CARD_GAP_PX
        : target.top - CARD_GAP_PX - card.height;
  } else {
    top = target.top + target.height / 2 - card.height / 2;
    left =
      placement === 'right'
        ? target.left + target.width + CARD_GAP_PX
        : target.left - CARD_GAP_PX - card.width;
  }
  return {
    top: clamp(top, VIEWPORT_MARGIN_PX, viewport.height - card.height - VIEWPORT_MARGIN_PX),
    left: clamp(left, VIEWPORT_MARGIN_PX, viewport.width - card.width - VIEWPORT_MARGIN_PX),
  };
}

/** The card with no target: the middle of the viewport. */
export function centeredPosition(card: Size, viewport: Size): { top: number; left: number } {
  return {
    top: Math.max(VIEWPORT_MARGIN_PX, (viewport.height - card.height) / 2),
    left: Math.max(VIEWPORT_MARGIN_PX, (viewport.width - card.width) / 2),
  };
}

/** Where the page scrolls so the target sits 100 px below the top of the viewport (clear of the top bar). */
export function scrollTopFor(targetTopInViewport: number, currentScrollY: number): number {
  return Math.max(0, Math.round(targetTopInViewport + currentScrollY - TUTORIAL_SCROLL_OFFSET_PX));
}

/**
 * The highlight ring around the target. A full-width target (a page section) would push the ring
 * past the screen's sides, so it is pulled in to stay visible.
 */
export function highlightBox(target: Box, viewport: Size): Box {
  const left = Math.max(RING_INSET_PX, target.left - HIGHLIGHT_PADDING_PX);
  const right = Math.min(viewport.width - RING_INSET_PX, target.left + target.width + HIGHLIGHT_PADDING_PX);
  return {
    top: target.top - HIGHLIGHT_PADDING_PX,
    left,
    width: Math.max(0, right - left),
    height: target.height + 2 * HIGHLIGHT_PADDING_PX,
  };
}

export function sameBox(a: Box | null, b: Box | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height;
}

import { TUTORIAL_SCROLL_OFFSET_PX } from '#src/shared/constants.ts';

/**
 * Pure layout rules of the tutorial, in viewport pixels, so that they can be tested without a DOM.
 * Where the card goes beside its target is Floating UI's work (`use-card-placement.ts`).
 */

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

/** Whether the card fits above or below the target where it is now, inside the viewport's margins. */
export function roomForCard(target: Box, cardHeight: number, viewportHeight: number): boolean {
  const above = target.top - CARD_GAP_PX - VIEWPORT_MARGIN_PX;
  const below = viewportHeight - (target.top + target.height) - CARD_GAP_PX - VIEWPORT_MARGIN_PX;
  return Math.max(above, below) >= cardHeight;
}

/** Whether the card fits above or below a target of this height, inside the viewport's margins. */
export function cardFitsBeside(targetHeight: number, cardHeight: number, viewportHeight: number): boolean {
  return targetHeight + CARD_GAP_PX + cardHeight + 2 * VIEWPORT_MARGIN_PX <= viewportHeight;
}

/**
 * Where the page scrolls for a step: the target 100 px below the top of the viewport (clear of the
 * top bar) when the card fits under it. When it does not but would fit above (a phone, a section),
 * the target goes lower, leaving room for the card above it, so the card does not cover it. A
 * target too tall for either keeps the plain rule (the card then sits at the screen's bottom).
 * `fit` (target's and card's heights, viewport's height) is left out for the plain rule.
 */
export function scrollTopFor(
  targetTopInViewport: number,
  currentScrollY: number,
  fit?: { targetHeight: number; cardHeight: number; viewportHeight: number },
): number {
  let offset = TUTORIAL_SCROLL_OFFSET_PX;
  if (fit && fit.cardHeight > 0) {
    const below = offset + fit.targetHeight + CARD_GAP_PX + fit.cardHeight + VIEWPORT_MARGIN_PX;
    if (below > fit.viewportHeight && cardFitsBeside(fit.targetHeight, fit.cardHeight, fit.viewportHeight))
      offset = Math.max(offset, VIEWPORT_MARGIN_PX + fit.cardHeight + CARD_GAP_PX);
  }
  // Rounded down: the target then ends at or below the offset, never a fraction of a pixel above it.
  return Math.max(0, Math.floor(targetTopInViewport + currentScrollY - offset));
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

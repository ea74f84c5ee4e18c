import { computePosition, type Platform } from '@floating-ui/dom';
import { describe, expect, it } from 'vitest';
import { en as firstBundle } from '#src/client/i18n/en.ts';
import { TUTORIAL_CARD_WIDTH_PX, TUTORIAL_SCROLL_OFFSET_PX, TUTORIAL_STEPS } from '#src/shared/constants.ts';
import { tutorialTourMessages } from '#src/shared/i18n/en/tutorial-tour.ts';

const en = { ...firstBundle, ...tutorialTourMessages };

import { type TutorialState, tutorialReducer } from './tutorial-context';
import {
  type Box,
  CARD_GAP_PX,
  CARD_MAX_VIEWPORT_FRACTION,
  cardFitsBeside,
  highlightBox,
  type Size,
  scrollTopFor,
  VIEWPORT_MARGIN_PX,
} from './tutorial-geometry';
import { type TutorialPlacement, tutorialSteps } from './tutorial-steps';
import { cardPlacementOptions } from './use-card-placement';

const inactive: TutorialState = { isActive: false, stepIndex: 0 };
const at = (stepIndex: number): TutorialState => ({ isActive: true, stepIndex });

describe('tutorial state', () => {
  it('start makes it active at step 0, from anywhere', () => {
    expect(tutorialReducer(inactive, 'start')).toEqual(at(0));
    expect(tutorialReducer(at(5), 'start')).toEqual(at(0));
  });

  it('next advances one step at a time through all nine', () => {
    let state = tutorialReducer(inactive, 'start');
    for (let i = 1; i < TUTORIAL_STEPS; i++) {
      state = tutorialReducer(state, 'next');
      expect(state).toEqual(at(i));
    }
  });

  it('next on the last step ends the tutorial and resets the index', () => {
    expect(tutorialReducer(at(TUTORIAL_STEPS - 1), 'next')).toEqual(inactive);
  });

  it('previous goes back one step and never below 0', () => {
    expect(tutorialReducer(at(4), 'previous')).toEqual(at(3));
    expect(tutorialReducer(at(1), 'previous')).toEqual(at(0));
    expect(tutorialReducer(at(0), 'previous')).toEqual(at(0));
  });

  it('end (and Skip, which is end) deactivates and resets the index to 0', () => {
    expect(tutorialReducer(at(6), 'end')).toEqual(inactive);
    expect(tutorialReducer(at(0), 'end')).toEqual(inactive);
    expect(tutorialReducer(inactive, 'end')).toEqual(inactive);
  });

  it('does not change a state it is given', () => {
    const state = at(3);
    tutorialReducer(state, 'next');
    tutorialReducer(state, 'previous');
    tutorialReducer(state, 'end');
    expect(state).toEqual(at(3));
  });
});

describe('tutorial steps', () => {
  it('are the nine steps, in order, with their targets and placements', () => {
    expect(tutorialSteps).toHaveLength(TUTORIAL_STEPS);
    expect(tutorialSteps.map((s) => [s.id, s.targetElement ?? null, s.placement, s.route ?? null])).toEqual([
      ['welcome', null, 'bottom', null],
      ['account-menu', '#account-menu', 'bottom', null],
      ['add-listing', '[data-tutorial="add-listing-button"]', 'bottom', '/'],
      ['week-form', '[data-tutorial="week-form"]', 'bottom', '/add-listing'],
      ['sell-property', '[data-tutorial="sell-property-button"]', 'bottom', '/'],
      ['property-form', '[data-tutorial="property-form"]', 'bottom', '/sell-property'],
      ['marketing', '[data-tutorial="marketing-logos"]', 'top', '/'],
      ['dashboard', '[data-tutorial="dashboard-link"]', 'bottom', null],
      ['support', '[data-tutorial="get-in-touch"]', 'top', '/'],
    ]);
  });

  it('welcome the new user first, and every step has a distinct title and a description', () => {
    expect(en[tutorialSteps[0].title]).toBe('Welcome to Semana!');
    const titles = tutorialSteps.map((s) => en[s.title]);
    expect(new Set(titles).size).toBe(TUTORIAL_STEPS);
    for (const step of tutorialSteps) {
      expect(en[step.title].length).toBeGreaterThan(0);
      expect(en[step.description].length).toBeGreaterThan(40);
    }
  });

  it('have their buttons and counter', () => {
    expect([
      en['tutorial.skip'],
      en['tutorial.previous'],
      en['tutorial.next'],
      en['tutorial.finish'],
    ]).toEqual(['Skip', 'Previous', 'Next', 'Finish']);
    expect(en['tutorial.progress']).toBe('Step {current} of {total}');
  });
});

/**
 * Floating UI with our options, the page replaced by rectangles: the target and the card (viewport
 * pixels) and the viewport, which is what clips the card.
 */
async function place(preferred: TutorialPlacement, target: Box, card: Size, viewport: Size, tall = false) {
  const platform: Platform = {
    getElementRects: () => ({
      reference: { x: target.left, y: target.top, width: target.width, height: target.height },
      floating: { x: 0, y: 0, ...card },
    }),
    getDimensions: () => card,
    getClippingRect: () => ({ x: 0, y: 0, ...viewport }),
    convertOffsetParentRelativeRectToViewportRelativeRect: ({ rect }) => rect,
    getOffsetParent: (element) => element,
    getDocumentElement: (element) => element as HTMLElement,
    getClientRects: () => [],
    getScale: () => ({ x: 1, y: 1 }),
    isElement: () => false,
    isRTL: () => false,
  };
  const element = {} as HTMLElement;
  const { x, y, placement } = await computePosition(element, element, {
    ...cardPlacementOptions(preferred, tall),
    platform,
  });
  return { top: y, left: x, side: placement };
}

describe('tutorial layout', () => {
  const desktop = { width: 1280, height: 800 };
  const phone = { width: 390, height: 844 };
  const card = { width: 350, height: 220 };

  it('the card is 350 px wide, at most 90% of the viewport', () => {
    expect(TUTORIAL_CARD_WIDTH_PX).toBe(350);
    expect(CARD_MAX_VIEWPORT_FRACTION).toBe(0.9);
  });

  it('puts the card on the step side of the target, centered on it', async () => {
    const target = { top: 100, left: 500, width: 200, height: 40 };
    expect(await place('bottom', target, card, desktop)).toEqual({
      top: 140 + CARD_GAP_PX,
      left: 425,
      side: 'bottom',
    });
    expect(await place('top', { ...target, top: 400 }, card, desktop)).toEqual({
      top: 400 - CARD_GAP_PX - 220,
      left: 425,
      side: 'top',
    });
    expect(await place('right', { ...target, top: 300 }, card, desktop)).toEqual({
      top: 300 + 20 - 110,
      left: 700 + CARD_GAP_PX,
      side: 'right',
    });
  });

  it('uses the opposite side when the card does not fit on the step side', async () => {
    // 199 px above the target: the card needs 220 + 14 + 8.
    const nearTop = await place('top', { top: 199, left: 500, width: 200, height: 40 }, card, desktop);
    expect(nearTop).toEqual({ top: 239 + CARD_GAP_PX, left: 425, side: 'bottom' });
    const nearBottom = await place('bottom', { top: 600, left: 500, width: 200, height: 40 }, card, desktop);
    expect(nearBottom).toEqual({ top: 600 - CARD_GAP_PX - 220, left: 425, side: 'top' });
    const nearLeft = await place('left', { top: 300, left: 100, width: 100, height: 40 }, card, desktop);
    expect(nearLeft.side).toBe('right');
    const nearRight = await place('right', { top: 300, left: 1100, width: 100, height: 40 }, card, desktop);
    expect(nearRight.side).toBe('left');
  });

  it('keeps the side with more room when neither fits (a target taller than the screen)', async () => {
    // 114 px below, 30 px above: flipping would leave even less room.
    const tall = { top: 30, left: 0, width: 390, height: 700 };
    expect((await place('bottom', tall, card, phone)).side).toBe('bottom');
    expect((await place('top', tall, card, phone)).side).toBe('bottom');
  });

  it('keeps the card inside the viewport', async () => {
    // The account menu at the right edge of a phone.
    const menu = { top: 12, left: 300, width: 60, height: 40 };
    const phoneCard = { width: 351, height: 260 };
    const beside = await place('bottom', menu, phoneCard, phone);
    expect(beside).toEqual({
      top: 52 + CARD_GAP_PX,
      left: phone.width - phoneCard.width - VIEWPORT_MARGIN_PX,
      side: 'bottom',
    });
    // A target taller than the screen: the card overlaps it rather than leaving the viewport.
    const tall = { top: 30, left: 0, width: 390, height: 700 };
    const below = await place('bottom', tall, phoneCard, phone);
    expect(below).toEqual({
      top: phone.height - phoneCard.height - VIEWPORT_MARGIN_PX,
      left: (phone.width - phoneCard.width) / 2,
      side: 'bottom',
    });
    // A card taller than the viewport keeps its top (the title) in view.
    expect((await place('bottom', menu, { width: 351, height: 2000 }, phone)).top).toBe(VIEWPORT_MARGIN_PX);
  });

  it('rings the target, pulled inside the viewport when the target spans its width', () => {
    expect(highlightBox({ top: 100, left: 500, width: 200, height: 40 }, desktop)).toEqual({
      top: 94,
      left: 494,
      width: 212,
      height: 52,
    });
    const fullWidth = highlightBox({ top: 100, left: 0, width: 390, height: 300 }, phone);
    expect(fullWidth.left).toBeGreaterThanOrEqual(0);
    expect(fullWidth.left + fullWidth.width).toBeLessThanOrEqual(phone.width);
  });

  it('scrolls the target to 100 px below the top of the viewport, never above the page', () => {
    expect(TUTORIAL_SCROLL_OFFSET_PX).toBe(100);
    expect(scrollTopFor(900, 0)).toBe(800);
    expect(scrollTopFor(250, 1000)).toBe(1150);
    expect(scrollTopFor(40, 0)).toBe(0);
  });

  it('leaves room above the target for the card when the card does not fit under it', () => {
    const phone = { cardHeight: 220, viewportHeight: 844 };
    // A button: the card fits below it, so the plain rule holds.
    expect(scrollTopFor(900, 0, { ...phone, targetHeight: 40 })).toBe(800);
    // A section too tall for the card under it at 100 px: its top goes 8 + 220 + 14 px down.
    expect(scrollTopFor(900, 0, { ...phone, targetHeight: 560 })).toBe(900 - 242);
    // A form taller than the screen: no side has room, so the plain rule.
    expect(scrollTopFor(900, 0, { ...phone, targetHeight: 1400 })).toBe(800);
  });

  it('keeps the card at the bottom of the screen, below the top of a target too tall for either side', async () => {
    const form = { top: 65, left: 0, width: 390, height: 1194 };
    const card = { width: 351, height: 293 };
    expect(cardFitsBeside(form.height, card.height, phone.height)).toBe(false);
    const placed = await place('top', form, card, phone, true);
    expect(placed.top).toBe(phone.height - VIEWPORT_MARGIN_PX - card.height);
  });
});

import { describe, expect, it } from 'vitest';
import { tutorialTourMessages } from '#src/client/i18n/en/tutorial-tour.ts';
import { en as firstBundle } from '#src/client/i18n/en.ts';
import {
  TUTORIAL_CARD_WIDTH_PX,
  TUTORIAL_PLACEMENT_THRESHOLD_PX,
  TUTORIAL_SCROLL_OFFSET_PX,
  TUTORIAL_STEPS,
} from '#src/shared/constants.ts';

const en = { ...firstBundle, ...tutorialTourMessages };

import { type TutorialState, tutorialReducer } from './tutorial-context';
import {
  CARD_GAP_PX,
  cardPosition,
  cardWidth,
  centeredPosition,
  choosePlacement,
  highlightBox,
  scrollTopFor,
  VIEWPORT_MARGIN_PX,
} from './tutorial-geometry';
import { tutorialSteps } from './tutorial-steps';

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

describe('tutorial layout', () => {
  const desktop = { width: 1280, height: 800 };
  const phone = { width: 390, height: 844 };
  const card = { width: 350, height: 220 };

  it('the card is 350 px wide, at most 90% of the viewport', () => {
    expect(TUTORIAL_CARD_WIDTH_PX).toBe(350);
    expect(cardWidth(1280)).toBe(350);
    expect(cardWidth(390)).toBe(350); // 90% would be 351
    expect(cardWidth(375)).toBe(337);
    expect(cardWidth(320)).toBe(288);
  });

  it('keeps the step placement when 200 px or more are free on that side', () => {
    expect(TUTORIAL_PLACEMENT_THRESHOLD_PX).toBe(200);
    const target = { top: 100, left: 500, width: 200, height: 40 };
    expect(choosePlacement('bottom', target, desktop)).toBe('bottom');
    expect(choosePlacement('top', { ...target, top: 200 }, desktop)).toBe('top');
  });

  it('uses the opposite side when less than 200 px are free on the step side', () => {
    expect(choosePlacement('top', { top: 199, left: 500, width: 200, height: 40 }, desktop)).toBe('bottom');
    expect(choosePlacement('bottom', { top: 600, left: 500, width: 200, height: 40 }, desktop)).toBe('top');
    expect(choosePlacement('left', { top: 300, left: 100, width: 100, height: 40 }, desktop)).toBe('right');
    expect(choosePlacement('right', { top: 300, left: 1100, width: 100, height: 40 }, desktop)).toBe('left');
  });

  it('keeps the step side when the opposite side is even tighter (a target taller than the screen)', () => {
    // 114 px below, 30 px above: flipping would leave even less room.
    const tall = { top: 30, left: 0, width: 390, height: 700 };
    expect(choosePlacement('bottom', tall, phone)).toBe('bottom');
    expect(choosePlacement('top', tall, phone)).toBe('bottom');
  });

  it('puts the card beside the target, centered on it', () => {
    const target = { top: 100, left: 500, width: 200, height: 40 };
    expect(cardPosition('bottom', target, card, desktop)).toEqual({ top: 140 + CARD_GAP_PX, left: 425 });
    expect(cardPosition('top', { ...target, top: 400 }, card, desktop)).toEqual({
      top: 400 - CARD_GAP_PX - 220,
      left: 425,
    });
    expect(cardPosition('right', { ...target, top: 300 }, card, desktop)).toEqual({
      top: 300 + 20 - 110,
      left: 700 + CARD_GAP_PX,
    });
  });

  it('keeps the card inside the viewport', () => {
    // The account menu at the right edge of a phone.
    const menu = { top: 12, left: 300, width: 60, height: 40 };
    const phoneCard = { width: 351, height: 260 };
    const position = cardPosition('bottom', menu, phoneCard, phone);
    expect(position.left).toBe(phone.width - phoneCard.width - VIEWPORT_MARGIN_PX);
    expect(position.left).toBeGreaterThanOrEqual(VIEWPORT_MARGIN_PX);
    // A target taller than the screen: the card overlaps it rather than leaving the viewport.
    const tall = { top: 100, left: 0, width: 390, height: 900 };
    const below = cardPosition('bottom', tall, phoneCard, phone);
    expect(below.top).toBe(phone.height - phoneCard.height - VIEWPORT_MARGIN_PX);
    // A card taller than the viewport keeps its top (the title) in view.
    expect(cardPosition('bottom', menu, { width: 351, height: 2000 }, phone).top).toBe(VIEWPORT_MARGIN_PX);
  });

  it('centers the card when there is no target', () => {
    expect(centeredPosition(card, desktop)).toEqual({ top: 290, left: 465 });
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
});

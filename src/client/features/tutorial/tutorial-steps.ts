import type { tutorialTourMessages } from '#src/shared/i18n/en/tutorial-tour.ts';

/** The texts of the steps: keys like 'tutorial.welcome.title', none with placeholders. */
export type StepTextKey = Extract<
  keyof typeof tutorialTourMessages,
  `tutorial.${string}.${'title' | 'description'}`
>;

export type TutorialPlacement = 'top' | 'bottom' | 'left' | 'right';

/** A tutorial step, plus the page the target lives on. */
export interface TutorialStep {
  id: string;
  /** Message keys, resolved with t() when shown. */
  title: StepTextKey;
  description: StepTextKey;
  /** A CSS selector; no target means a centered card with no highlight. */
  targetElement?: string;
  placement: TutorialPlacement;
  /** Where the target lives; the tour goes there first. No route: wherever the person is (the top bar). */
  route?: string;
}

/** The nine steps (`TUTORIAL_STEPS`), in order. */
export const tutorialSteps: readonly TutorialStep[] = [
  {
    id: 'welcome',
    title: 'tutorial.welcome.title',
    description: 'tutorial.welcome.description',
    placement: 'bottom',
  },
  {
    id: 'account-menu',
    title: 'tutorial.accountMenu.title',
    description: 'tutorial.accountMenu.description',
    targetElement: '#account-menu',
    placement: 'bottom',
  },
  {
    id: 'add-listing',
    title: 'tutorial.addWeek.title',
    description: 'tutorial.addWeek.description',
    targetElement: '[data-tutorial="add-listing-button"]',
    placement: 'bottom',
    route: '/',
  },
  {
    id: 'week-form',
    title: 'tutorial.weekForm.title',
    description: 'tutorial.weekForm.description',
    targetElement: '[data-tutorial="week-form"]',
    placement: 'bottom',
    route: '/add-listing',
  },
  {
    id: 'sell-property',
    title: 'tutorial.sellProperty.title',
    description: 'tutorial.sellProperty.description',
    targetElement: '[data-tutorial="sell-property-button"]',
    placement: 'bottom',
    route: '/',
  },
  {
    id: 'property-form',
    title: 'tutorial.propertyForm.title',
    description: 'tutorial.propertyForm.description',
    targetElement: '[data-tutorial="property-form"]',
    placement: 'bottom',
    route: '/sell-property',
  },
  {
    id: 'marketing',
    title: 'tutorial.marketing.title',
    description: 'tutorial.marketing.description',
    targetElement: '[data-tutorial="marketing-logos"]',
    placement: 'top',
    route: '/',
  },
  {
    id: 'dashboard',
    title: 'tutorial.dashboard.title',
    description: 'tutorial.dashboard.description',
    targetElement: '[data-tutorial="dashboard-link"]',
    placement: 'bottom',
  },
  {
    id: 'support',
    title: 'tutorial.support.title',
    description: 'tutorial.support.description',
    targetElement: '[data-tutorial="get-in-touch"]',
    placement: 'top',
    route: '/',
  },
];

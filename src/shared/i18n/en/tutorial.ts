/**
 * The tutorial's texts that the first screen needs (the top bar's dashboard link, a failed load);
 * the tour's own steps and buttons are in tutorial-tour.ts, loaded with the tour.
 */
export const tutorialMessages = {
  'tutorial.loadFailed': 'The tutorial could not be loaded',
  'tutorial.loadFailedDescription': 'Check your connection and try again.',
  /** The compact top-bar link the dashboard step points at. */
  'tutorial.dashboardLink': 'Dashboard',
} as const;

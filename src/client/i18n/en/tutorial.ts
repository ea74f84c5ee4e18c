/** The guided tutorial: its nine steps and buttons. */
export const tutorialMessages = {} as const;

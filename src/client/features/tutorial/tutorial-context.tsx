import { createContext, type ReactNode, use, useMemo, useReducer } from 'react';
import { TUTORIAL_STEPS } from '#src/shared/constants.ts';

/** Inactive, or active at a step 0..8. The overlay that shows the steps reads this. */
export interface TutorialState {
  isActive: boolean;
  stepIndex: number;
}

export interface TutorialContextValue extends TutorialState {
  stepCount: number;
  /** Active at step 0. */
  start: () => void;
  /** One step on; on the last step it ends the tutorial. */
  next: () => void;
  /** One step back, never below 0. */
  previous: () => void;
  /** End or Skip: inactive, back to step 0. */
  end: () => void;
}

type Action = 'start' | 'next' | 'previous' | 'end';

const initialState: TutorialState = { isActive: false, stepIndex: 0 };

export function tutorialReducer(state: TutorialState, action: Action): TutorialState {
  switch (action) {
    case 'start':
      return { isActive: true, stepIndex: 0 };
    case 'next':
      return state.stepIndex >= TUTORIAL_STEPS - 1
        ? initialState
        : { ...state, stepIndex: state.stepIndex + 1 };
    case 'previous':
      return { ...state, stepIndex: Math.max(0, state.stepIndex - 1) };
    case 'end':
      return initialState;
  }
}

const TutorialContext = createContext<TutorialContextValue | null>(null);

export function TutorialProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(tutorialReducer, initialState);
  const value = useMemo<TutorialContextValue>(
    () => ({
      ...state,
      stepCount: TUTORIAL_STEPS,
      start: () => dispatch('start'),
      next: () => dispatch('next'),
      previous: () => dispatch('previous'),
      end: () => dispatch('end'),
    }),
    [state],
  );
  return <TutorialContext value={value}>{children}</TutorialContext>;
}

export function useTutorial(): TutorialContextValue {
  const context = use(TutorialContext);
  // A developer error: fail loudly rather than render a tutorial that does nothing.
  if (!context) throw new Error('useTutorial must be used within a TutorialProvider');
  return context;
}

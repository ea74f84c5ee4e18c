import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { scrollTopFor } from './tutorial-geometry';
import type { TutorialStep } from './tutorial-steps';

/** How long a step looks for its target once its page is showing, before settling for a centered card. */
export const TARGET_WAIT_MS = 2000;
/** The cap when the step's page never shows (a slow connection, a redirect, the person went elsewhere). */
export const ROUTE_WAIT_MS = 4000;

export type TargetStatus = 'searching' | 'found' | 'none';

export interface StepTarget {
  status: TargetStatus;
  /** The step's element once it is on the page (the card is placed beside it: `use-card-placement.ts`). */
  element: Element | null;
}

/** The target, if it is in the page and takes up space (a display:none element cannot be pointed at). */
function findTarget(selector: string): Element | null {
  const element = document.querySelector(selector);
  return element && element.getClientRects().length > 0 ? element : null;
}

/** Inside the sticky top bar (or any fixed layer), scrolling would not bring it closer. */
function inFixedLayer(element: Element): boolean {
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

/**
 * Takes the tour to the step's page, waits for the step's target to appear (it may arrive with the
 * page's code or data) and scrolls it into view. A target that never appears, because
 * it is not built yet or this person's page shows something else, leaves the card centered.
 */
export function useStepTarget(step: TutorialStep, cardRef?: RefObject<HTMLElement | null>): StepTarget {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const routeReady = !step.route || pathname === step.route;

  useEffect(() => {
    if (step.route && pathnameRef.current !== step.route) navigate(step.route);
  }, [step, navigate]);

  // Keyed by step so that a step never shows, even for a frame, the previous step's target.
  const [found, setFound] = useState<{ step: TutorialStep; element: Element | null }>({
    step,
    element: null,
  });
  const [timedOut, setTimedOut] = useState<TutorialStep | null>(null);
  const element = found.step === step ? found.element : null;

  useLayoutEffect(() => {
    const selector = step.targetElement;
    if (!selector) return;
    let frame = 0;
    const resolve = () => {
      frame = 0;
      const next = findTarget(selector);
      setFound((current) =>
        current.step === step && current.element === next ? current : { step, element: next },
      );
    };
    resolve();
    // Keeps watching after the wait: a target that arrives late (or is re-rendered) is still picked up.
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(resolve);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-tutorial', 'id', 'class', 'style', 'hidden'],
    });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [step]);

  useEffect(() => {
    setTimedOut(null);
    const timer = setTimeout(() => setTimedOut(step), routeReady ? TARGET_WAIT_MS : ROUTE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [step, routeReady]);

  // Once per step: bring the target 100 px below the top of the viewport.
  const scrolledFor = useRef<TutorialStep | null>(null);
  useEffect(() => {
    if (!element || scrolledFor.current === step) return;
    scrolledFor.current = step;
    if (inFixedLayer(element)) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const rect = element.getBoundingClientRect();
    // The card already shows this step's text, so its height is the one it will have beside the target.
    const fit = {
      targetHeight: rect.height,
      // Rounded up as the placement rounds it, so the room left is never half a pixel short.
      cardHeight: Math.ceil(cardRef?.current?.getBoundingClientRect().height ?? 0),
      viewportHeight: document.documentElement.clientHeight,
    };
    window.scrollTo({
      top: scrollTopFor(rect.top, window.scrollY, fit),
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }, [element, step, cardRef]);

  const status: TargetStatus = element
    ? 'found'
    : !step.targetElement || timedOut === step
      ? 'none'
      : 'searching';
  return { status, element };
}

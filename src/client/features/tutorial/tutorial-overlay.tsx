import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '#src/client/components/ui/button.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { TUTORIAL_CARD_WIDTH_PX } from '#src/shared/constants.ts';
import { tutorialTourMessages } from '#src/shared/i18n/en/tutorial-tour.ts';
import { useTutorial } from './tutorial-context';
import { type Box, CARD_MAX_VIEWPORT_FRACTION, highlightBox, type Size } from './tutorial-geometry';
import { tutorialSteps } from './tutorial-steps';
import { useCardPlacement } from './use-card-placement';
import { useStepTarget } from './use-step-target';
import { useTutorialKeys } from './use-tutorial-keys';

registerMessages(tutorialTourMessages);

/** Everything outside the ring is dimmed; the ring itself is white then the brand colour, visible on any page. */
const DIM = 'rgb(15 23 42 / 0.58)';
const RING_SHADOW = `0 0 0 2px #fff, 0 0 0 5px var(--color-primary), 0 0 0 200vmax ${DIM}`;
/** The card with no target: in the middle of the viewport (its height is capped by its classes). */
const CENTERED: CSSProperties = { inset: 0, margin: 'auto', height: 'fit-content' };

/**
 * The guided tutorial: a card beside the element each step is about, with that
 * element lit and the rest of the page dimmed. Loaded only once the tutorial starts. The page under
 * it is inert while it shows, so the card is a true modal dialog.
 */
export function TutorialOverlay() {
  const { stepIndex, stepCount, next, previous, end } = useTutorial();
  const step = tutorialSteps[stepIndex] ?? tutorialSteps[0];
  const isLast = stepIndex === stepCount - 1;
  const cardRef = useRef<HTMLDivElement>(null);
  const target = useStepTarget(step, cardRef);

  const titleId = useId();
  const descriptionId = useId();
  const nextRef = useRef<HTMLButtonElement>(null);
  const placed = useCardPlacement(target.element, cardRef, step.placement);

  useInertPage();
  useTutorialKeys(cardRef, { next, previous, end });

  // Focus starts on Next and comes back to it when the focused button goes (Previous on step 1).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new step, by design.
  useEffect(() => {
    if (!cardRef.current?.contains(document.activeElement)) nextRef.current?.focus({ preventScroll: true });
  }, [stepIndex]);

  // Screen readers hear each new step; the first one is read as focus enters the dialog.
  const [announce, setAnnounce] = useState(false);
  const firstStep = useRef(stepIndex);
  useEffect(() => {
    if (stepIndex !== firstStep.current) setAnnounce(true);
  }, [stepIndex]);
  const title = t(step.title);
  const description = t(step.description);
  const progress = { current: stepIndex + 1, total: stepCount };

  // While the next target is still on its way the card waits where it was, rather than jumping twice.
  const lastPosition = useRef<CSSProperties>(CENTERED);
  let position: CSSProperties;
  let placement: string;
  if (target.status === 'found' && placed) {
    position = { top: placed.top, left: placed.left };
    placement = placed.side;
  } else if (target.status !== 'none') {
    position = lastPosition.current;
    placement = 'waiting';
  } else {
    position = CENTERED;
    placement = 'center';
  }
  lastPosition.current = position;

  const cardStyle: CSSProperties = {
    ...position,
    width: TUTORIAL_CARD_WIDTH_PX,
    maxWidth: `${CARD_MAX_VIEWPORT_FRACTION * 100}vw`,
  };

  return createPortal(
    <div className="fixed inset-0 z-[65]" data-tutorial-overlay="">
      {target.status === 'found' && placed ? (
        <Highlight box={placed.box} viewport={placed.viewport} />
      ) : (
        <div className="absolute inset-0 animate-fade-in" style={{ background: DIM }} aria-hidden="true" />
      )}
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        data-step={step.id}
        data-placement={placement}
        data-target-status={target.status}
        className="fixed flex max-h-[calc(100dvh-1rem)] animate-fade-in flex-col overflow-y-auto rounded-xl border border-border bg-surface shadow-raised"
        style={cardStyle}
      >
        <div className="h-1 shrink-0 bg-sand-100" aria-hidden="true">
          <div
            className="h-full bg-primary transition-[width] duration-300"
            style={{ width: `${(progress.current / progress.total) * 100}%` }}
          />
        </div>
        <div className="flex flex-col p-5">
          <p className="text-xs font-semibold tracking-wide text-primary">
            {t('tutorial.progress', progress)}
          </p>
          <h2 id={titleId} className="mt-1.5 text-lg leading-snug font-semibold text-balance">
            {title}
          </h2>
          <p id={descriptionId} className="mt-2 text-sm leading-relaxed text-pretty text-muted-foreground">
            {description}
          </p>
          <div className="mt-5 flex items-center gap-2">
            <Button variant="ghost" size="sm" className="-ml-2 text-muted-foreground" onClick={end}>
              {t('tutorial.skip')}
            </Button>
            <div className="ml-auto flex items-center gap-2">
              {stepIndex > 0 ? (
                <Button variant="outline" size="sm" onClick={previous}>
                  <ArrowLeft aria-hidden="true" />
                  {t('tutorial.previous')}
                </Button>
              ) : null}
              <Button ref={nextRef} size="sm" className="min-w-20" onClick={next}>
                {isLast ? t('tutorial.finish') : t('tutorial.next')}
                {isLast ? <Check aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
              </Button>
            </div>
          </div>
          <p className="sr-only" aria-live="polite">
            {announce ? t('tutorial.announcement', { ...progress, title, description }) : ''}
          </p>
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** A ring around the target whose enormous shadow dims the rest of the page: a cutout without SVG. */
function Highlight({ box, viewport }: { box: Box; viewport: Size }) {
  const ring = highlightBox(box, viewport);
  return (
    <div
      data-tutorial-highlight=""
      aria-hidden="true"
      className="pointer-events-none fixed rounded-xl"
      style={{
        top: ring.top,
        left: ring.left,
        width: ring.width,
        height: ring.height,
        boxShadow: RING_SHADOW,
      }}
    />
  );
}

/** The page behind the card cannot be clicked, focused or read while the tutorial shows. */
function useInertPage() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, []);
}

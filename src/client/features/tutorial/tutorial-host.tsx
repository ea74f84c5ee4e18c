import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { useTutorial } from './tutorial-context';

type OverlayModule = typeof import('./tutorial-overlay');

let loading: Promise<OverlayModule> | null = null;

/** Fetches the overlay's code once; the Tutorial button calls it on hover or focus to win a few ms. */
export function preloadTutorial(): Promise<OverlayModule> {
  loading ??= import('./tutorial-overlay').catch((error: unknown) => {
    loading = null; // the next press tries again
    throw error;
  });
  return loading;
}

function makeLazyOverlay() {
  return lazy<ComponentType>(() =>
    preloadTutorial().then(
      (module) => ({ default: module.TutorialOverlay }),
      (error: unknown) => {
        console.error('The tutorial failed to load:', error);
        // React caches a lazy component's outcome: a fresh one lets the next start try again.
        Overlay = makeLazyOverlay();
        return { default: LoadFailed };
      },
    ),
  );
}

let Overlay = makeLazyOverlay();

/** The overlay could not be fetched (offline): say so and end the tutorial instead of showing nothing. */
function LoadFailed() {
  const { end } = useTutorial();
  useEffect(() => {
    toast({
      variant: 'destructive',
      title: t('tutorial.loadFailed'),
      description: t('tutorial.loadFailedDescription'),
    });
    end();
  }, [end]);
  return null;
}

/**
 * Mounted once in the layout. The overlay's code stays out of the first page's script (the landing
 * route has a 150 KB budget) and loads when the tutorial starts; when it ends, focus returns to the
 * Tutorial button so a keyboard user carries on from where they began.
 */
export function TutorialHost() {
  const { isActive } = useTutorial();
  const wasActive = useRef(false);

  useEffect(() => {
    if (wasActive.current && !isActive) document.getElementById('tutorial-button')?.focus();
    wasActive.current = isActive;
  }, [isActive]);

  if (!isActive) return null;
  return (
    <Suspense fallback={null}>
      <Overlay />
    </Suspense>
  );
}

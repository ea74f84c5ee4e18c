import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { afterLoadIdle } from '#src/client/lib/after-load.ts';
import { usePrefersReducedMotion } from '#src/client/lib/reduced-motion.ts';
import { useSiteConfig } from '#src/client/lib/site-config.ts';

type DeviceHints = Navigator & {
  connection?: { saveData?: boolean; effectiveType?: string };
  deviceMemory?: number;
};

/**
 * The poster is enough, and the clip waits for a press of Play, with Data Saver on, on a slow
 * connection, or on a device with few cores or little memory: there, decoding and drawing a
 * full-screen clip (often without a GPU) takes the main thread from the page itself.
 */
function posterOnly(): boolean {
  const nav = navigator as DeviceHints;
  if (nav.connection?.saveData === true) return true;
  if (/^(slow-2g|2g|3g)$/.test(nav.connection?.effectiveType ?? '')) return true;
  if ((nav.hardwareConcurrency ?? 8) < 4) return true;
  return (nav.deviceMemory ?? 8) < 4;
}
const unchanging = () => () => {};
/** Off while rendered on the server (and hydrated), then what the browser says of itself. */
const usePosterOnly = () => useSyncExternalStore(unchanging, posterOnly, () => false);

/**
 * The hero's looping background clip (site configuration). Muted and inline so browsers let it
 * start by itself; it never delays the first paint (the CSS sunset shows until the poster picture
 * arrives, and the clip fades in over the poster once it plays), and it starts only once the page
 * has loaded and the browser is idle. With reduced motion, Data Saver, a slow connection or a
 * modest device it stays on its poster. A Pause/Play button is always there, since moving content
 * longer than five seconds must be stoppable (WCAG 2.2.2).
 */
export function HeroVideo() {
  const hero = useSiteConfig().data?.hero;
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  // null: follow the system setting; true/false: the person's own choice with the button.
  const [choice, setChoice] = useState<boolean | null>(null);
  // The clip stays invisible (the poster shows) until its first frame plays.
  const [shown, setShown] = useState(false);
  const still = usePosterOnly();
  // What the button offers: the clip plays unless the person or the device says otherwise.
  const wanted = choice ?? (!reducedMotion && !still);
  // The clip itself waits for the page: nothing of it is fetched or drawn before the load is over.
  const [pageLoaded, setPageLoaded] = useState(false);
  useEffect(() => afterLoadIdle(() => setPageLoaded(true)), []);
  const playing = wanted && (choice !== null || pageLoaded);

  const videoUrl = hero?.videoUrl;
  useEffect(() => {
    const video = videoRef.current;
    // The element appears with the configuration; run again then.
    if (!video || !videoUrl) return;
    video.muted = true;
    if (playing) video.play().catch(() => setChoice(false));
    else video.pause();
  }, [playing, videoUrl]);

  if (!hero?.videoUrl) return null;

  const cover = 'absolute inset-0 -z-20 size-full object-cover object-[78%_50%]';
  return (
    <>
      {/* The poster is a picture of its own, the page's first and largest: it paints as soon as it
          arrives, whether or not the clip ever plays, and the clip fades in over it once it does. */}
      {hero.posterUrl ? (
        <img
          src={hero.posterUrl}
          alt=""
          aria-hidden="true"
          className={cover}
          fetchPriority="high"
          loading="eager"
          // Painted in the frame it arrives in, not after the app's first scripts (LCP 2.9 → 2.5 s in Lighthouse).
          decoding="sync"
          draggable={false}
        />
      ) : null}
      <video
        ref={videoRef}
        key={hero.videoUrl}
        className={`${cover} transition-opacity duration-700 motion-reduce:transition-none ${
          shown ? 'opacity-100' : 'opacity-0'
        }`}
        src={hero.videoUrl}
        muted
        loop
        playsInline
        // Started by the effect once the app runs: the page's first paint (its poster) and the
        // files it needs first are not held up by the clip's download.
        preload="none"
        onPlaying={() => setShown(true)}
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
      />
      <button
        type="button"
        onClick={() => setChoice(!wanted)}
        className="absolute top-3 right-3 z-10 inline-flex size-10 cursor-pointer items-center justify-center rounded-full border border-white/30 bg-slate-950/50 text-white backdrop-blur-sm transition-colors hover:bg-slate-950/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:top-5 sm:right-5"
        aria-label={wanted ? t('landing.videoPause') : t('landing.videoPlay')}
      >
        {wanted ? (
          <Pause className="size-4" aria-hidden="true" />
        ) : (
          <Play className="size-4" aria-hidden="true" />
        )}
      </button>
    </>
  );
}

/**
 * Runs `callback` once the page has loaded and the main thread is idle, so that work nobody waits
 * for (a background clip, a form's code fetched ahead) never competes with the page's first paint,
 * its own scripts or hydration. Returns a function that cancels it.
 */
export function afterLoadIdle(callback: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const idle = () => {
    if (cancelled) return;
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback, { timeout: timeoutMs })
        : window.setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

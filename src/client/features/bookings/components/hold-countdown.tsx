import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { formatCountdown } from '../lib/stay-format';

/** The milliseconds left until `iso`, counted down once a second (and `onEnd` once it is reached). */
export function useTimeLeft(iso: string | null, onEnd?: () => void): number {
  const end = iso ? Date.parse(iso) : Number.NaN;
  const [left, setLeft] = useState(() => end - Date.now());
  useEffect(() => {
    if (Number.isNaN(end)) return;
    setLeft(end - Date.now());
    const timer = setInterval(() => {
      const now = end - Date.now();
      setLeft(now);
      if (now <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  const ended = !Number.isNaN(end) && left <= 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once, when the hold ends
  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended]);
  return left;
}

/**
 * The visible clock of a hold: how long the renter has to pay before the week is released. A
 * timer role (not read out each second); the end is said by whatever replaces it.
 */
export function HoldCountdown({ left }: { left: number }) {
  const time = formatCountdown(left);
  // The sentence around the clock, in the reader's language: the clock sits where {time} is.
  const [before, after = ''] = t('bookings.hold.left', { time: '\u0000' }).split('\u0000');
  return (
    <p className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {before}
        <span role="timer" aria-label={t('bookings.hold.timer')} className="font-bold tabular-nums">
          {time}
        </span>
        {after}
      </span>
    </p>
  );
}

import { cn } from '#src/client/lib/cn.ts';

/** The Semana mark: a sun setting over a wave, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  // The className is its size (size-8 by default), not a second size over the first.
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn(className ?? 'size-8', 'shrink-0')}
    >
      <defs>
        <linearGradient id="semana-logo-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0e7490" />
          <stop offset="1" stopColor="#164e63" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#semana-logo-sky)" />
      <circle cx="16" cy="15" r="6" fill="#fcd34d" />
      <path d="M4 20c3-2 5-2 8 0s5 2 8 0 5-2 8 0v5a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" fill="#e0f2fe" />
      <path d="M4 24c3-2 5-2 8 0s5 2 8 0 5-2 8 0" fill="none" stroke="#0e7490" strokeWidth="1.5" />
    </svg>
  );
}

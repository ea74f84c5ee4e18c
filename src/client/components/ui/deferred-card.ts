/** Cards drawn in full at once: a first row on the widest grid (three columns). */
const DRAWN_AT_ONCE = 3;

/** About a card's height before it is laid out (a week card is 450–560 px, a property card 660–780). */
const ESTIMATES = {
  week: 'deferred-card',
  property: 'deferred-card [--card-estimate:740px]',
} as const;

/**
 * The class of a list's card at `index`: past the first row it is laid out only when it nears the
 * screen (the `deferred-card` utility in styles.css), which keeps a long list's first layout short.
 */
export const deferredCard = (index: number, kind: keyof typeof ESTIMATES): string | undefined =>
  index >= DRAWN_AT_ONCE ? ESTIMATES[kind] : undefined;

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allowedSteps,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  bookingDiagram,
  FINAL_BOOKING_STATUSES,
  transitionFrom,
} from './process';

describe('the booking process table', () => {
  it('reaches every state from a new booking, and every state that is not final has a way out', () => {
    const reached = new Set<string>(['pending_payment']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of BOOKING_TRANSITIONS)
        if (t.from.some((f) => reached.has(f)) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
    }
    expect([...reached].sort()).toEqual([...BOOKING_STATUSES].sort());
    for (const status of BOOKING_STATUSES) {
      const exits = BOOKING_TRANSITIONS.filter((t) => (t.from as readonly string[]).includes(status));
      if (FINAL_BOOKING_STATUSES.includes(status)) expect(exits).toEqual([]);
      else expect(exits.length).toBeGreaterThan(0);
    }
  });

  it('names each transition once and allows a step only from the states the table lists', () => {
    const names = BOOKING_TRANSITIONS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(transitionFrom('awaiting_owner', 'accept')?.to).toBe('accepted');
    expect(transitionFrom('confirmed', 'accept')).toBeUndefined();
    expect(transitionFrom('paid_out', 'guestCancel')).toBeUndefined();
    expect(allowedSteps('confirmed', 'guest')).toEqual(['guestCancel', 'report']);
    expect(allowedSteps('awaiting_owner', 'owner')).toEqual(['accept', 'decline']);
    expect(allowedSteps('cancelled', 'staff')).toEqual([]);
  });

  it('is the diagram docs/product.md shows', () => {
    const product = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8');
    expect(product).toContain(['```mermaid', bookingDiagram(), '```'].join('\n'));
  });
});

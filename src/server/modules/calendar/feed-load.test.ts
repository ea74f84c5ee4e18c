import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, inject, type TestApp } from '#src/server/test/app.ts';
import { readCalendar } from '#src/server/test/ical-reader.ts';
import * as ics from './feed-ics';

// The real writer, counted: how many calendars the reads below made this process write.
vi.mock('./feed-ics', async (actual) => {
  const real = await actual<typeof import('./feed-ics')>();
  return { ...real, feedCalendar: vi.fn(real.feedCalendar) };
});
// The real reads, a quarter second slower, as a full feed's are: every read below arrives while the
// first is being written, on PGlite's one connection as on PostgreSQL's many.
vi.mock('./feed-reads', async (actual) => {
  const real = await actual<typeof import('./feed-reads')>();
  const slow: typeof real.feedBookings = async (...args) => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    return real.feedBookings(...args);
  };
  return { ...real, feedBookings: slow };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('a feed read many times at once', () => {
  it('is written once for the reads that arrive while it is written, and each gets it whole', async () => {
    const person = await createUser(t);
    const made = await inject(t, { method: 'POST', url: '/api/calendar-feeds/trips', cookie: person.cookie });
    const url = new URL(made.json().url as string).pathname;
    const written = vi.mocked(ics.feedCalendar);
    written.mockClear();
    // 24 at once: within what the database's admission takes in at once (more are 503, not 5xx work).
    const answers = await Promise.all(Array.from({ length: 24 }, () => inject(t, { method: 'GET', url })));
    expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`)).toEqual(
      Array(24).fill('200 '),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    readCalendar(answers[0].body);
    expect(written).toHaveBeenCalledTimes(1);
    // Nothing is kept: a later read writes the feed again.
    expect((await inject(t, { method: 'GET', url })).statusCode).toBe(200);
    expect(written).toHaveBeenCalledTimes(2);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const reportWeekViews = vi.fn();
vi.mock('../api', () => ({ reportWeekViews: (ids: number[]) => reportWeekViews([...ids]) }));

/** A stand-in for the browser's observer: counts how many are made and lets the test show cards. */
const made: FakeObserver[] = [];
class FakeObserver {
  observed = new Set<Element>();
  constructor(readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    made.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element, isIntersecting: boolean) {
    this.callback([{ target: element, isIntersecting }]);
  }
}

beforeAll(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = () => ({}) as Element;

describe('watchView (the public week card reporting its view)', () => {
  it('watches all the cards with one observer and reports those on screen a second, together', async () => {
    const { watchView } = await import('./use-view-report');
    const cards = Array.from({ length: 48 }, card);
    const stops = cards.map((element, i) => watchView(element, i + 1));
    expect(made).toHaveLength(1);
    const [observer] = made;
    expect(observer.observed.size).toBe(48);

    observer.show(cards[0], true);
    observer.show(cards[1], true);
    observer.show(cards[2], true);
    vi.advanceTimersByTime(500);
    observer.show(cards[2], false); // scrolled past in half a second: not a view
    vi.advanceTimersByTime(600);
    expect(reportWeekViews).not.toHaveBeenCalled(); // sent together, a little later
    expect(observer.observed.has(cards[0])).toBe(false); // seen: no longer watched
    vi.advanceTimersByTime(2000);
    expect(reportWeekViews).toHaveBeenCalledTimes(1);
    expect(reportWeekViews).toHaveBeenLastCalledWith([1, 2]);

    // A card that leaves the page stops being watched, its timer too.
    observer.show(cards[3], true);
    stops[3]();
    expect(observer.observed.has(cards[3])).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(reportWeekViews).toHaveBeenCalledTimes(1);

    // A week already reported is not watched again (another card of it, a page shown again).
    const again = card();
    watchView(again, 1);
    expect(observer.observed.has(again)).toBe(false);
    expect(made).toHaveLength(1);
    for (const stop of stops) stop();
    expect(observer.observed.size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { percentOf as bookingPercentOf } from '#src/shared/bookings/amounts.ts';
import { add, mxn, percentOf, rateE4, rateText, subtract, sum, toPesos, usd } from './money';

/** A small seeded generator, so a failure names the same numbers again. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

describe('money', () => {
  it('sums 10,000 random prices and refunds in both currencies exactly', () => {
    const next = generator(20261129);
    const rate = rateE4('17.2345');
    const dollars = [];
    const pesos = [];
    let expectedUsd = 0n;
    let expectedMxn = 0n;
    for (let i = 0; i < 10_000; i++) {
      // Prices of up to $99,999.99 with any cents, and every third one a refund of part of it.
      const price = usd(1 + next(9_999_999));
      const refund = i % 3 === 0 ? percentOf(price, 1 + next(100)) : usd(0);
      const net = subtract(price, refund);
      dollars.push(net);
      const inPesos = subtract(toPesos(price, rate), toPesos(refund, rate));
      pesos.push(inPesos);
      expectedUsd += BigInt(price.cents) - BigInt(refund.cents);
      expectedMxn += BigInt(toPesos(price, rate).cents) - BigInt(toPesos(refund, rate).cents);
    }
    expect(BigInt(sum(dollars, 'usd').cents)).toBe(expectedUsd);
    expect(BigInt(sum(pesos, 'mxn').cents)).toBe(expectedMxn);
  });

  it('refuses fractions of a cent and mixed currencies', () => {
    expect(() => usd(0.1 + 0.2)).toThrow(RangeError);
    expect(() => usd(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => add(usd(100), mxn(100))).toThrow(TypeError);
    expect(() => toPesos(mxn(100), 170_000)).toThrow(TypeError);
  });

  it('rounds a percent half up, as the bookings do', () => {
    const next = generator(7);
    for (let i = 0; i < 2_000; i++) {
      const cents = next(10_000_000);
      const percent = next(101);
      expect(percentOf(usd(cents), percent).cents).toBe(bookingPercentOf(cents, percent));
    }
    expect(percentOf(usd(-150), 1).cents).toBe(-2);
  });

  it('reads rates as PostgreSQL writes them, in ten-thousandths', () => {
    expect(rateE4('17.2345')).toBe(172_345);
    expect(rateE4('17.5')).toBe(175_000);
    expect(rateE4(18.45)).toBe(184_500);
    expect(rateE4('17.23455')).toBe(172_346);
    expect(rateText(172_345)).toBe('17.2345');
    expect(rateText(175_000)).toBe('17.5000');
    for (const bad of ['0', '-1', 'abc', '1000', '', '1e3']) expect(() => rateE4(bad)).toThrow(RangeError);
  });

  it('converts dollars to whole pesos, half up', () => {
    // $1,500.00 at 18.45 = MX$27,675 exactly.
    expect(toPesos(usd(150_000), rateE4('18.45'))).toEqual(mxn(2_767_500));
    // $9.99 at 17.2345 = 172.172… → MX$172.
    expect(toPesos(usd(999), rateE4('17.2345')).cents).toBe(17_200);
    // $0.50 at 17.0000 = 8.5 → MX$9 (half up).
    expect(toPesos(usd(50), rateE4('17')).cents).toBe(900);
    // A large amount keeps every digit: $90,000,000.00 at 19.9999.
    expect(toPesos(usd(9_000_000_000), rateE4('19.9999')).cents).toBe(179_999_100_000);
  });
});

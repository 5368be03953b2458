import { expect, it } from 'vitest';
import { intervalAgainstGoal, nearestRank, ratioOfMediansInterval, verdictOf } from './ratio-interval.ts';

// Loads in ms, as the first-view bench collects them: a floor, and a calculator 20 % slower on every load.
const floor = [76.9, 81.2, 79.4, 90.3, 77.7, 84.8, 78.1, 95.0, 80.6, 82.2, 79.9, 101.4, 83.5, 78.8, 86.1, 80.0];
const calculator = floor.map((ms) => ms * 1.2);

it('is the ratio of the medians, with an interval around it', () => {
  const found = ratioOfMediansInterval(calculator, floor);
  expect(found.ratio).toBeCloseTo(1.2, 10);
  expect(found.low).toBeLessThan(1.2);
  expect(found.high).toBeGreaterThan(1.2);
  expect(found.confidence).toBe(0.9);
});

it('has no width when every load took the same time', () => {
  expect(ratioOfMediansInterval([120, 120, 120], [100, 100, 100])).toEqual({
    ratio: 1.2,
    low: 1.2,
    high: 1.2,
    confidence: 0.9,
  });
});

it('gives the same interval for the same loads, and another for another seed', () => {
  const once = ratioOfMediansInterval(calculator, floor.slice().reverse());
  expect(ratioOfMediansInterval(calculator, floor.slice().reverse())).toEqual(once);
  expect(ratioOfMediansInterval(calculator, floor.slice().reverse(), { seed: 7 })).not.toEqual(once);
});

it('is wider for noisier loads and for a higher confidence', () => {
  const width = ({ low, high }: { low: number; high: number }) => high - low;
  const steady = floor.map((ms) => 80 + (ms - 80) / 10);
  expect(width(ratioOfMediansInterval(calculator, floor))).toBeGreaterThan(
    width(
      ratioOfMediansInterval(
        steady.map((ms) => ms * 1.2),
        steady,
      ),
    ),
  );
  expect(width(ratioOfMediansInterval(calculator, floor, { confidence: 0.99 }))).toBeGreaterThan(
    width(ratioOfMediansInterval(calculator, floor, { confidence: 0.5 })),
  );
});

it('calls a goal met only when the whole interval is within it', () => {
  const found = ratioOfMediansInterval(calculator, floor);
  expect(verdictOf(found, found.high)).toBe('met');
  expect(verdictOf(found, 1.2)).toBe('unsettled');
  expect(verdictOf(found, found.low - 0.001)).toBe('missed');
});

it('names the problem when a side has no loads', () => {
  expect(() => ratioOfMediansInterval([], floor)).toThrow('[hcuk] bench: median of no values');
});

it('takes the nearest rank: the smallest value with at least that share at or below it', () => {
  const tenths = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  expect([0.05, 0.1, 0.11, 0.5, 0.95, 1].map((share) => nearestRank(tenths, share))).toEqual([1, 1, 2, 5, 10, 10]);
  // A 95 % interval's lower tail of 2,000 is (1 - 0.95) / 2 × 2,000 = 50.00000000000004 in binary: still rank 50.
  const ranks = Array.from({ length: 2000 }, (_, i) => i + 1);
  const tail = (1 - 0.95) / 2;
  expect([nearestRank(ranks, tail), nearestRank(ranks, 1 - tail)]).toEqual([50, 1950]);
  expect(() => nearestRank([], 0.5)).toThrow('[hcuk] bench: a rank of an empty list');
});

it('prints the interval and the verdict beside a ratio, to the places asked for', () => {
  const found = { ratio: 1.25, low: 1.2049, high: 1.3121, confidence: 0.9 };
  expect(intervalAgainstGoal(found, 1.2, 2)).toBe('90% interval 1.20 to 1.31; goal <= 1.20: missed');
  expect(intervalAgainstGoal(found, 1.3, 3)).toBe('90% interval 1.205 to 1.312; goal <= 1.30: unsettled');
});

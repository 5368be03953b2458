/**
 * How far a ratio of two medians can be trusted from one run: a percentile bootstrap. Both samples are resampled with
 * replacement, each on its own, and the ratio of the resamples' medians is taken each time; the interval is the middle
 * `confidence` share of those ratios. Runs of 20 loads of one build gave first-view ratios from 1.15 to 1.30 here in
 * one hour, so a single median ratio set against a goal of 1.2 says little without it.
 *
 * It covers the spread of the samples within one run only. What changes between runs (the machine's load, what the
 * engine has compiled) is not in it: a per-call ratio whose interval is 0.003 wide has moved by 0.01 between runs.
 * The resampling is seeded (mulberry32), so the same samples always give the same interval.
 */
import { median } from './median.ts';

/** A ratio of medians, and the interval a bootstrap puts around it. */
export interface RatioInterval {
  ratio: number;
  low: number;
  high: number;
  /** The share of bootstrap ratios between `low` and `high`, e.g. 0.9. */
  confidence: number;
}

export interface RatioIntervalOptions {
  /** Default 0.9. */
  confidence?: number;
  /** Default 2,000. */
  resamples?: number;
  /** Default 1. */
  seed?: number;
}

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The value at `share` (0 to 1) of an ascending list, by the nearest rank: the smallest value with at least that share
 * of the list at or below it. The rank is rounded down by a hair first, so that the lower tail of a 95 % interval of
 * 2,000 ratios, (1 − 0.95) / 2 × 2,000 (50.00000000000004 in binary), is rank 50, not 51.
 */
export function nearestRank(sorted: readonly number[], share: number): number {
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length - 1e-9)));
  const value = sorted[rank - 1];
  if (value === undefined) throw new Error('[hcuk] bench: a rank of an empty list');
  return value;
}

/** median(numerator) / median(denominator), with its bootstrap interval. */
export function ratioOfMediansInterval(
  numerator: readonly number[],
  denominator: readonly number[],
  { confidence = 0.9, resamples = 2000, seed = 1 }: RatioIntervalOptions = {},
): RatioInterval {
  const ratio = median(numerator) / median(denominator);
  const random = seeded(seed);
  const resample = (values: readonly number[]) =>
    values.map(() => values[Math.floor(random() * values.length)] ?? Number.NaN);
  const ratios: number[] = [];
  for (let i = 0; i < resamples; i += 1) ratios.push(median(resample(numerator)) / median(resample(denominator)));
  ratios.sort((a, b) => a - b);
  const tail = (1 - confidence) / 2;
  return { ratio, low: nearestRank(ratios, tail), high: nearestRank(ratios, 1 - tail), confidence };
}

/**
 * What one run says about an upper goal: met when the whole interval is within it, missed when the whole interval is
 * over it, and unsettled when the interval straddles it. Within that run only: a ratio near its goal can be met in one
 * run and missed in the next.
 */
export function verdictOf({ low, high }: RatioInterval, goal: number): 'met' | 'missed' | 'unsettled' {
  if (high <= goal) return 'met';
  if (low > goal) return 'missed';
  return 'unsettled';
}

/**
 * The interval and the verdict as the bench prints them beside a ratio, e.g.
 * `90% interval 0.969 to 0.977; goal <= 1.00: met`, the interval's ends to `digits` places.
 */
export const intervalAgainstGoal = (found: RatioInterval, goal: number, digits: number): string =>
  `${found.confidence * 100}% interval ${found.low.toFixed(digits)} to ${found.high.toFixed(digits)}; ` +
  `goal <= ${goal.toFixed(2)}: ${verdictOf(found, goal)}`;

/**
 * How far a ratio of two medians can be trusted from one run: a percentile bootstrap. Both samples are resampled with
 * replacement, each on its own, and the ratio of the resamples' medians is taken each time; the interval is the middle
 * `confidence` share of those ratios. Two runs of the same build on this machine gave first-view ratios from 1.15 to
 * 1.30, so a single median ratio set against a goal of 1.2 says little without it.
 *
 * The resampling is seeded (mulberry32), so the same loads always give the same interval.
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

/** The value at `share` (0 to 1) of an ascending list, by the nearest rank. */
const at = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;

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
  return { ratio, low: at(ratios, tail), high: at(ratios, 1 - tail), confidence };
}

/**
 * What one run says about an upper goal: met when the whole interval is within it, missed when the whole interval is
 * over it, and unsettled when the interval straddles it (another run may land on either side).
 */
export function verdictOf({ low, high }: RatioInterval, goal: number): 'met' | 'missed' | 'unsettled' {
  if (high <= goal) return 'met';
  if (low > goal) return 'missed';
  return 'unsettled';
}

/**
 * What an A/B comparison of two builds' first views says: the ratio of this build's median to the baseline's, with
 * its interval, and whether the difference lies beyond the noise. A full bench's first-view ratio moves by a tenth
 * between hours on this machine (docs/performance.md, Noise), so whether a change made the first view slower is
 * answered by loading both builds in the same hour, interleaved, never by setting two runs' figures side by side.
 */
import { median } from '../../sdk/bench/median.ts';
import { type RatioInterval, ratioOfMediansInterval } from '../../sdk/bench/ratio-interval.ts';

/** The comparison of one round, or of every load pooled. */
export interface BuildComparison {
  /** This build's median first view, ms. */
  current: number;
  /** The baseline's, ms. */
  baseline: number;
  /** current ÷ baseline, with its 90 % bootstrap interval. */
  ratio: RatioInterval;
  /** 'slower' or 'faster' when the whole interval lies on one side of 1; else 'no difference beyond the noise'. */
  verdict: 'slower' | 'faster' | 'no difference beyond the noise';
}

/** Compares this build's first views (ms) with the baseline's. */
export function compareBuilds(current: readonly number[], baseline: readonly number[]): BuildComparison {
  const ratio = ratioOfMediansInterval(current, baseline);
  const verdict = ratio.low > 1 ? 'slower' : ratio.high < 1 ? 'faster' : 'no difference beyond the noise';
  return { current: median(current), baseline: median(baseline), ratio, verdict };
}

/** One line for a comparison: "this build 120.4 ms, baseline 115.8 ms: 1.040 (0.998 to 1.089), no difference …". */
export function comparisonLine(name: string, found: BuildComparison): string {
  const { ratio } = found;
  return (
    `${name}: this build ${found.current.toFixed(1)} ms, baseline ${found.baseline.toFixed(1)} ms: ` +
    `${ratio.ratio.toFixed(3)} (${ratio.confidence * 100}% interval ${ratio.low.toFixed(3)} to ${ratio.high.toFixed(3)}), ` +
    found.verdict
  );
}

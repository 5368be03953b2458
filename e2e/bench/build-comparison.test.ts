import { expect, it } from 'vitest';
import { compareBuilds, comparisonLine } from './build-comparison.ts';

// 41 loads spread over 40 ms either side of `middle` (their median), in a shuffled order, as the bench's are.
const spread = (middle: number) => Array.from({ length: 41 }, (_, i) => middle + ((i * 17) % 41) - 20);

it('calls a build slower only when the whole interval lies above 1', () => {
  expect(compareBuilds(spread(130), spread(100)).verdict).toBe('slower');
  expect(compareBuilds(spread(80), spread(100)).verdict).toBe('faster');
  expect(compareBuilds(spread(102), spread(100)).verdict).toBe('no difference beyond the noise');
});

it('says the medians, the ratio and its interval in one line', () => {
  const found = compareBuilds(spread(130), spread(100));
  expect(found.current).toBe(130);
  expect(found.baseline).toBe(100);
  expect(comparisonLine('round 1', found)).toMatch(
    /^round 1: this build 130\.0 ms, baseline 100\.0 ms: 1\.300 \(90% interval 1\.\d{3} to 1\.\d{3}\), slower$/,
  );
});

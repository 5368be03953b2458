import fc from 'fast-check';
import { expect, it } from 'vitest';
import { median } from './median.ts';

it('takes the middle load time whatever order the loads came in', () => {
  expect(median([412.5, 388.1, 530.2, 391.7, 402.9])).toBe(402.9);
});

it('averages the middle two of an even count', () => {
  expect(median([310, 300, 340, 320])).toBe(315);
});

it('names the problem when nothing was measured', () => {
  expect(() => median([])).toThrow('[hcuk] bench: median of no values; measure at least once');
});

it('has as many values at or below it as at or above it, for any list', () => {
  const finite = fc.double({ min: -1e6, max: 1e6, noNaN: true });
  fc.assert(
    fc.property(fc.array(finite, { minLength: 1, maxLength: 40 }), (values) => {
      const m = median(values);
      expect(values.filter((v) => v <= m).length).toBeGreaterThanOrEqual(values.length / 2);
      expect(values.filter((v) => v >= m).length).toBeGreaterThanOrEqual(values.length / 2);
    }),
  );
});

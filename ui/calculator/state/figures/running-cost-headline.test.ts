import fc from 'fast-check';
import { expect, it } from 'vitest';
import { builtInTexts } from '../texts/built-in-texts.ts';
import { runningCostHeadline } from './running-cost-headline.ts';

const t = builtInTexts.compare;

it('says a saving, a higher cost and an equal cost in words', () => {
  expect(runningCostHeadline(1292, 'annual', t)).toEqual({
    tone: 'saves',
    text: 'Estimated saving: about £1,292 a year',
  });
  expect(runningCostHeadline(-253.44, 'annual', t)).toEqual({
    tone: 'costs-more',
    text: 'Estimated to cost about £253 more a year',
  });
  expect(runningCostHeadline(64.03, 'monthly', t).text).toBe('Estimated saving: about £64.03 a month');
  expect(runningCostHeadline(-0.4, 'weekly', t).text).toBe('Estimated to cost about £0.40 more a week');
  expect(runningCostHeadline(0, 'weekly', t)).toEqual({ tone: 'same', text: 'Costs the same to run a week' });
});

it('never shows a sign: the words carry the meaning, whatever the amount', () => {
  fc.assert(
    fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (saving) => {
      const { tone, text } = runningCostHeadline(saving, 'annual', t);
      expect(text).not.toMatch(/[-\u2212]/);
      expect(tone).toBe(Math.abs(saving) < 0.005 ? 'same' : saving > 0 ? 'saves' : 'costs-more');
    }),
  );
});

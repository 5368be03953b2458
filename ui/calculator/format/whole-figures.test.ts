import { expect, it } from 'vitest';
import { wholeFigures } from './whole-figures.ts';

it('joins a number to its unit with a no-break space, and leaves other spaces alone', () => {
  expect(wholeFigures('£410.90 a month for 48 months at 9.9% APR')).toBe(
    '£410.90 a month for 48\u00a0months at 9.9%\u00a0APR',
  );
  expect(wholeFigures('8,000 miles')).toBe('8,000\u00a0miles');
  expect(wholeFigures('Petrol · 45 mpg · 150 miles per week')).toBe('Petrol · 45\u00a0mpg · 150\u00a0miles per week');
  expect(wholeFigures('6.98% p.a.')).toBe('6.98%\u00a0p.a.');
  expect(wholeFigures('2 milestones')).toBe('2 milestones');
});

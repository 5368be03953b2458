import { expect, it } from 'vitest';
import { nameSlip } from './name-slip.ts';

it('asks about a name with a digit or an @ in it, the marks of autofill and of a thumb on the row above', () => {
  expect(['Sam2', 'sam@gmail.com', 'J0nes', 'Jones١'].map(nameSlip)).toEqual([true, true, true, true]);
});

it('never asks about a name in letters, hyphens, apostrophes, spaces and full stops, in any script', () => {
  expect(["O'Brien", 'Smith-Jones', 'Zoë', 'St. John', 'Nguyễn', 'Ólafsdóttir', 'ジョーンズ'].map(nameSlip)).toEqual([
    false,
    false,
    false,
    false,
    false,
    false,
    false,
  ]);
});

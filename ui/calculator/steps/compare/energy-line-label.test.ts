import { expect, it } from 'vitest';
import { builtInTexts } from '../../state/texts/built-in-texts.ts';
import { energyLineLabel } from './energy-line-label.ts';

it('names only what a vehicle runs on: electricity, fuel, or both for a plug-in hybrid that uses both', () => {
  const label = (powerTrain: 'bev' | 'phev' | 'hev', share?: number) =>
    energyLineLabel(builtInTexts.compare, powerTrain, share);
  expect(label('bev')).toBe('of which electricity');
  expect(label('hev')).toBe('of which fuel');
  expect(label('phev', 0.35)).toBe('of which fuel and electricity');
  expect(label('phev', 1)).toBe('of which electricity');
  expect(label('phev', 0)).toBe('of which fuel');
  // Before the calculation answers, a plug-in hybrid could be either: both are named.
  expect(label('phev')).toBe('of which fuel and electricity');
});

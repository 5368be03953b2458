import { expect, it } from 'vitest';
import { mockSetup } from '../../test/mock-configuration.ts';
import { initialCalculatorState } from './calculator-state.ts';
import { completedSteps, reachableSteps } from './step-access.ts';

const start = initialCalculatorState(mockSetup);
const accepted = { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 } as const;

it('offers nothing ahead of a first visit, and every earlier step behind the visitor', () => {
  expect(reachableSteps(start)).toEqual([]);
  expect(reachableSteps({ ...start, step: 'select', accepted, savedCharging: start.charging })).toEqual([
    'vehicle',
    'charging',
  ]);
});

it('offers the later steps already done to a visitor who went back to edit', () => {
  const comparing = {
    ...start,
    accepted,
    savedCharging: start.charging,
    compared: ['mg-mg4-se-sr'],
    selected: ['mg-mg4-se-sr'],
    step: 'vehicle' as const,
  };
  expect(reachableSteps(comparing)).toEqual(['charging', 'select', 'compare']);
  // The basket emptied on Models: no comparison of the cars it held.
  expect(reachableSteps({ ...comparing, selected: [] })).toEqual(['charging', 'select']);
  expect(reachableSteps({ ...comparing, compared: [] })).toEqual(['charging', 'select']);
  expect(reachableSteps({ ...comparing, savedCharging: null })).toEqual(['charging']);
});

it('announces as completed only the steps whose own work is done, while offering every reachable step', () => {
  const submitted = { ...start, accepted, step: 'vehicle' as const };
  // The vehicle is submitted: charging is reachable, but nothing about charging is done yet.
  expect(reachableSteps(submitted)).toEqual(['charging']);
  expect(completedSteps(submitted)).toEqual(['vehicle']);
  const comparing = {
    ...submitted,
    savedCharging: start.charging,
    compared: ['mg-mg4-se-sr'],
    step: 'compare' as const,
  };
  expect(completedSteps(comparing)).toEqual(['vehicle', 'charging', 'select']);
});

it('offers Comparison from Models while the basket holds a car, whatever was compared before', () => {
  const onModels = {
    ...start,
    accepted,
    savedCharging: start.charging,
    compared: ['mg-mg4-se-sr'],
    selected: [],
    step: 'select' as const,
  };
  expect(reachableSteps(onModels)).toEqual(['vehicle', 'charging']);
  expect(reachableSteps({ ...onModels, compared: [], selected: ['mg-mg4-se-lr'] })).toEqual([
    'vehicle',
    'charging',
    'compare',
  ]);
});

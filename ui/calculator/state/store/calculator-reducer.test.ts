import { expect, it } from 'vitest';
import { mockSetup } from '../../test/mock-configuration.ts';
import type { CalculatorAction } from './calculator-actions.ts';
import { createCalculatorReducer } from './calculator-reducer.ts';
import { type CalculatorState, initialCalculatorState } from './calculator-state.ts';

const reduce = createCalculatorReducer(mockSetup);
const start = initialCalculatorState(mockSetup);
const run = (state: CalculatorState, ...actions: CalculatorAction[]) => actions.reduce(reduce, state);
const toggle = (id: string, checked = true, max = 3): CalculatorAction => ({ type: 'select/toggle', id, checked, max });
const atSelect = run(start, { type: 'vehicle/submit' }, { type: 'charging/done' });

it('starts on the vehicle step with the initial options and the first charging profile', () => {
  expect(start).toMatchObject({
    step: 'vehicle',
    // The current car's vehicle tax is asked (the configuration has tax rates), at its initial option.
    vehicle: { fuel: 'petrol', mpg: '45', mileage: '150', mileagePer: 'week', fuelPrice: '1.36', vehicleTax: '195' },
    accepted: null,
    // Home at the standard capped rate until the visitor chooses a tariff.
    charging: { shares: { home: 80, free: 5, standard: 5, rapid: 10 }, prices: { home: 0.2467, rapid: 0.79 } },
    savedCharging: null,
    // The new cars at expected real-world figures, like for like with the visitor's own mpg.
    basis: 'real-world',
  });
});

it('submits vehicle details to charging, or straight to models once charging is done', () => {
  const first = run(start, { type: 'vehicle/edit', field: 'mpg', value: '38' }, { type: 'vehicle/submit' });
  expect(first).toMatchObject({ step: 'charging', vehicleSaved: true, accepted: { mpg: 38, mileage: 150 } });
  const again = run(atSelect, { type: 'step/go', step: 'vehicle' }, { type: 'vehicle/submit' });
  expect(again.step).toBe('select');
});

it('does not submit vehicle details that break a rule', () => {
  const state = run(start, { type: 'vehicle/edit', field: 'mileage', value: '0' }, { type: 'vehicle/submit' });
  expect(state).toMatchObject({ step: 'vehicle', accepted: null, vehicleSaved: false });
});

it('finishes charging to models when the vehicle is valid, otherwise back to the vehicle, and stores the values', () => {
  expect(atSelect).toMatchObject({ step: 'select', savedCharging: atSelect.charging });
  const noVehicle = run({ ...start, step: 'charging' }, { type: 'charging/done' });
  expect(noVehicle).toMatchObject({ step: 'vehicle', savedCharging: start.charging });
});

it('refuses Done while the shares do not total 100', () => {
  const state = run(start, { type: 'vehicle/submit' }, { type: 'charging/share', chargeType: 'home', percent: 85 });
  expect(run(state, { type: 'charging/done' })).toMatchObject({ step: 'charging', savedCharging: null });
});

it('compares the selection, and removing the last compared edition returns to models', () => {
  const compared = run(atSelect, toggle('mg-mg4-se-sr'), toggle('mg-mg4-se-lr'), { type: 'select/compare' });
  expect(compared).toMatchObject({ step: 'compare', compared: ['mg-mg4-se-sr', 'mg-mg4-se-lr'] });
  const one = run(compared, { type: 'compare/remove', id: 'mg-mg4-se-sr' });
  expect(one).toMatchObject({ step: 'compare', compared: ['mg-mg4-se-lr'], selected: ['mg-mg4-se-lr'] });
  expect(run(one, { type: 'compare/remove', id: 'mg-mg4-se-lr' })).toMatchObject({ step: 'select', compared: [] });
});

it('does not compare an empty selection', () => {
  expect(run(atSelect, { type: 'select/compare' }).step).toBe('select');
});

it('stops adding editions at the maximum and lets one be removed', () => {
  const full = run(atSelect, toggle('a', true, 2), toggle('b', true, 2), toggle('c', true, 2));
  expect(full.selected).toEqual(['a', 'b']);
  expect(run(full, toggle('a', false, 2), toggle('c', true, 2)).selected).toEqual(['b', 'c']);
  expect(run(full, { type: 'select/clear' }).selected).toEqual([]);
});

it('resets filter, selections and compared set on a brand change, returning from compare to models', () => {
  const compared = run(atSelect, { type: 'select/filter', model: 'MG4 EV' }, toggle('x'), { type: 'select/compare' });
  expect(run(compared, { type: 'brand/change' })).toMatchObject({
    step: 'select',
    modelFilter: null,
    selected: [],
    compared: [],
  });
  expect(run(start, { type: 'brand/change' }).step).toBe('vehicle');
});

it('switches the fuel price only while it still equals the other fuel’s default', () => {
  const diesel = run(start, { type: 'vehicle/fuel', fuel: 'diesel' });
  expect(diesel.vehicle).toMatchObject({ fuel: 'diesel', fuelPrice: '1.45' });
  expect(run(diesel, { type: 'vehicle/fuel', fuel: 'petrol' }).vehicle.fuelPrice).toBe('1.36');
  const ownPrice = run(
    start,
    { type: 'vehicle/edit', field: 'fuelPrice', value: '1.52' },
    { type: 'vehicle/fuel', fuel: 'diesel' },
  );
  expect(ownPrice.vehicle).toMatchObject({ fuel: 'diesel', fuelPrice: '1.52' });
});

it('keeps the petrol price a visitor had when they switch to diesel, for the hybrids, and brings it back', () => {
  const own = run(
    start,
    { type: 'vehicle/edit', field: 'fuelPrice', value: '1.39' },
    { type: 'vehicle/fuel', fuel: 'diesel' },
    { type: 'vehicle/edit', field: 'fuelPrice', value: '1.45' },
    { type: 'vehicle/submit' },
  );
  expect(own.accepted).toMatchObject({ fuel: 'diesel', fuelPrice: 1.45, petrolPrice: 1.39 });
  expect(run(own, { type: 'vehicle/fuel', fuel: 'petrol' }).vehicle.fuelPrice).toBe('1.39');
  // A diesel driver who never changed the petrol price keeps the default for the hybrids.
  const untouched = run(start, { type: 'vehicle/fuel', fuel: 'diesel' }, { type: 'vehicle/submit' });
  expect(untouched.accepted).toMatchObject({ fuelPrice: 1.45, petrolPrice: 1.36 });
});

it('refuses a price per kWh outside the electricity range, whatever the editor let through', () => {
  const priced = run(start, { type: 'charging/price', chargeType: 'home', price: 0.2467 });
  expect(priced.charging.prices.home).toBe(0.2467);
  expect(run(priced, { type: 'charging/price', chargeType: 'home', price: 8.5 }).charging.prices.home).toBe(0.2467);
});

it('resets everything on Reset All: the initial options, with nothing submitted, done, selected or compared', () => {
  const compared = run(
    atSelect,
    toggle('mg-mg4-se-sr'),
    { type: 'select/compare' },
    { type: 'step/go', step: 'vehicle' },
  );
  const edited = run(
    compared,
    { type: 'vehicle/fuel', fuel: 'diesel' },
    { type: 'vehicle/edit', field: 'mpg', value: '30' },
    { type: 'vehicle/period', period: 'year' },
  );
  expect(run(edited, { type: 'vehicle/reset' })).toEqual(start);
});

it('keeps an MPG below 1 as typed and rounds the fuel price to 2 decimals when the visitor leaves the field', () => {
  const state = run(
    start,
    { type: 'vehicle/edit', field: 'mpg', value: '0.4' },
    { type: 'vehicle/leave-field', field: 'mpg' },
    { type: 'vehicle/edit', field: 'fuelPrice', value: '1.459' },
    { type: 'vehicle/leave-field', field: 'fuelPrice' },
  );
  expect(state.vehicle).toMatchObject({ mpg: '0.4', fuelPrice: '1.46' });
});

it('goes back one step, and jumps only to earlier steps', () => {
  expect(run(atSelect, { type: 'step/back' }).step).toBe('charging');
  expect(run(start, { type: 'step/back' }).step).toBe('vehicle');
  expect(run(start, { type: 'step/go', step: 'compare' }).step).toBe('vehicle');
  expect(run(atSelect, { type: 'step/go', step: 'vehicle' }).step).toBe('vehicle');
});

it('chooses a profile by replacing every share, and ignores unknown charge types', () => {
  const state = run(start, { type: 'charging/profile', index: 2 });
  expect(state.charging.shares).toEqual({ home: 0, free: 10, standard: 40, rapid: 50 });
  const unknown = run(state, { type: 'charging/share', chargeType: 'constructor', percent: 50 });
  expect(unknown).toBe(state);
  expect(run(state, { type: 'charging/price', chargeType: 'toString', price: 0.2 })).toBe(state);
});

it('sets a price per kWh within its bounds and resets to the defaults', () => {
  const priced = run(start, { type: 'charging/price', chargeType: 'home', price: 0.07 });
  expect(priced.charging.prices.home).toBe(0.07);
  expect(run(priced, { type: 'charging/price', chargeType: 'home', price: 0 }).charging.prices.home).toBe(0.07);
  expect(run(priced, { type: 'charging/reset' }).charging).toEqual(start.charging);
});

it('applies a valid mileage typed on the compare step without leaving it, and ignores an invalid one', () => {
  const compared = run(atSelect, toggle('mg-mg4-se-sr'), { type: 'select/compare' });
  const applied = run(compared, { type: 'vehicle/edit', field: 'mileage', value: '300' }, { type: 'vehicle/apply' });
  expect(applied).toMatchObject({ step: 'compare', accepted: { mileage: 300 } });
  const invalid = run(applied, { type: 'vehicle/edit', field: 'mileage', value: '0' }, { type: 'vehicle/apply' });
  expect(invalid.accepted?.mileage).toBe(300);
});

it('drops an edition that is no longer offered without moving a visitor who is not comparing', () => {
  const selected = run(atSelect, toggle('gone'), { type: 'step/go', step: 'vehicle' });
  expect(run(selected, { type: 'compare/remove', id: 'gone' })).toMatchObject({ step: 'vehicle', selected: [] });
});

it('trims the selection to a lower maximum, keeping the first chosen', () => {
  const three = run(atSelect, toggle('a'), toggle('b'), toggle('c'));
  expect(run(three, { type: 'select/cap', max: 2 }).selected).toEqual(['a', 'b']);
  expect(run(three, { type: 'select/cap', max: 3 })).toBe(three);
});

it('jumps forward by the step indicator only to steps whose earlier steps are done', () => {
  const compared = run(atSelect, toggle('mg-mg4-se-sr'), { type: 'select/compare' });
  const editing = run(compared, { type: 'step/go', step: 'vehicle' });
  expect(run(editing, { type: 'step/go', step: 'compare' }).step).toBe('compare');
  // The basket emptied on Models, then back to Charging: no comparison of the cars it held.
  const cleared = run(editing, { type: 'step/go', step: 'select' }, toggle('mg-mg4-se-sr', false));
  expect(run({ ...cleared, step: 'charging' }, { type: 'step/go', step: 'compare' }).step).toBe('charging');
  // Another car in the basket instead: Compare compares it, as the Compare button would.
  const changed = run(cleared, toggle('mg-mg4-se-lr'));
  expect(run({ ...changed, step: 'charging' }, { type: 'step/go', step: 'compare' })).toMatchObject({
    step: 'compare',
    compared: ['mg-mg4-se-lr'],
  });
  expect(run({ ...start, step: 'vehicle' }, { type: 'step/go', step: 'charging' }).step).toBe('vehicle');
});

it('caps the compared set as well, and leaves a comparison of nothing for models', () => {
  const five = {
    ...atSelect,
    step: 'compare' as const,
    selected: ['a', 'b', 'c', 'd', 'e'],
    compared: ['a', 'b', 'c', 'd', 'e'],
  };
  expect(run(five, { type: 'select/cap', max: 3 })).toMatchObject({
    selected: ['a', 'b', 'c'],
    compared: ['a', 'b', 'c'],
  });
  const gone = run(five, { type: 'select/keep-offered', offered: new Set(['x']) });
  expect(gone).toMatchObject({ step: 'select', selected: [], compared: [] });
});

it('keeps only offered editions in one pass, even of 30,000 stored ids', () => {
  const ids = Array.from({ length: 30_000 }, (_, i) => `id-${i}`);
  const stored = { ...atSelect, step: 'compare' as const, selected: ids, compared: ids };
  const kept = run(stored, { type: 'select/keep-offered', offered: new Set(['id-7', 'id-29999']) });
  expect(kept).toMatchObject({ step: 'compare', selected: ['id-7', 'id-29999'], compared: ['id-7', 'id-29999'] });
  expect(run(kept, { type: 'select/keep-offered', offered: new Set(ids) })).toBe(kept);
});

import { expect, it } from 'vitest';
import { mockSetup } from '../../test/mock-configuration.ts';
import { type CalculatorState, initialCalculatorState } from './calculator-state.ts';
import { createCalculatorStore, type KeyValueStorage, maxStoredIds, storageKey } from './calculator-store.ts';

const rules = mockSetup;

/** Session storage as the browser offers it, for these tests run in Node. */
function memorySessionStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
const sessionStorage = memorySessionStorage();
const visit: CalculatorState = {
  ...initialCalculatorState(mockSetup),
  step: 'compare',
  vehicle: { fuel: 'diesel', mpg: '38', mileage: '800', mileagePer: 'month', fuelPrice: '1.45' },
  accepted: { fuel: 'diesel', mpg: 38, mileage: 800, mileagePer: 'month', fuelPrice: 1.45 },
  savedCharging: initialCalculatorState(mockSetup).charging,
  selected: ['mg-mg4-se-sr'],
  compared: ['mg-mg4-se-sr'],
  period: 'monthly',
};

it('keeps a visit across a reload, keyed by brand', () => {
  createCalculatorStore('MG', rules, sessionStorage).save(visit);
  expect(createCalculatorStore('MG', rules, sessionStorage).load()).toEqual(visit);
  expect(createCalculatorStore('Kia', rules, sessionStorage).load()).toBeUndefined();
  expect(JSON.parse(sessionStorage.getItem(storageKey('MG')) ?? '')).toMatchObject({ version: 1 });
  createCalculatorStore('MG', rules, sessionStorage).clear();
  expect(sessionStorage.getItem(storageKey('MG'))).toBeNull();
});

it('discards a corrupt, outdated or foreign stored value, and removes it', () => {
  const stored = [
    '{"version":1,"state":',
    JSON.stringify({ version: 0, state: visit }),
    JSON.stringify({ version: 1, state: { ...visit, step: 'checkout' } }),
    JSON.stringify({ version: 1, state: { ...visit, selected: [1, 2] } }),
    JSON.stringify({ version: 1, state: { ...visit, charging: { shares: { home: 100 }, prices: { home: 0.1 } } } }),
    JSON.stringify({
      version: 1,
      state: { ...visit, charging: { ...visit.charging, shares: { ...visit.charging.shares, home: 80.5 } } },
    }),
    'null',
  ];
  for (const value of stored) {
    sessionStorage.setItem(storageKey('MG'), value);
    expect(createCalculatorStore('MG', rules, sessionStorage).load()).toBeUndefined();
    expect(sessionStorage.getItem(storageKey('MG'))).toBeNull();
  }
});

it('keeps working in memory when storage refuses writes or cannot be read', () => {
  const full: KeyValueStorage = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: () => {},
  };
  const store = createCalculatorStore('BYD', rules, full);
  store.save(visit);
  expect(store.load()).toEqual(visit);
  const none = createCalculatorStore('Toyota', rules, null);
  none.save({ ...visit, period: 'weekly' });
  expect(createCalculatorStore('Toyota', rules, null).load()?.period).toBe('weekly');
});

/** Stores `state` (any value) as MG's visit and loads it again. */
function reload(state: unknown): CalculatorState | undefined {
  sessionStorage.setItem(storageKey('MG'), JSON.stringify({ version: 1, state }));
  return createCalculatorStore('MG', rules, sessionStorage).load();
}

it("checks every stored number against its field's rule", () => {
  const accepted = visit.accepted;
  const saved = visit.savedCharging;
  const broken = [
    { accepted: { ...accepted, mileage: 1e308 } },
    { accepted: { ...accepted, mileage: 43_334 } },
    { accepted: { ...accepted, mileagePer: 'week', mileage: 10_001 } },
    { accepted: { ...accepted, mpg: 0.5 } },
    { accepted: { ...accepted, fuelPrice: 136 } },
    { accepted: { ...accepted, petrolPrice: 0.14 } },
    { charging: { ...visit.charging, prices: { ...visit.charging.prices, home: 8.5 } } },
    { savedCharging: { ...saved, shares: { ...saved?.shares, home: 75 } } },
    { vehicle: { ...visit.vehicle, mpg: '4'.repeat(100_000) } },
    { modelFilter: 'M'.repeat(100_000) },
  ];
  for (const change of broken)
    expect(reload({ ...visit, ...change }), JSON.stringify(change).slice(0, 80)).toBeUndefined();
  expect(reload({ ...visit, accepted: { ...accepted, mileagePer: 'year', mileage: 520_000 } })?.accepted?.mileage).toBe(
    520_000,
  );
  expect(
    reload({ ...visit, charging: { ...visit.charging, prices: { ...visit.charging.prices, home: 0.2467 } } }),
  ).toBeDefined();
});

it('keeps at most maxStoredIds ids of a stored list, each once, and reads 30,000 without trouble', () => {
  const many = Array.from({ length: 30_000 }, (_, i) => `id-${i % 25_000}`);
  const loaded = reload({ ...visit, selected: many, compared: ['mg-mg4-se-sr', 'mg-mg4-se-sr'] });
  expect(loaded?.selected).toHaveLength(maxStoredIds);
  expect(loaded?.selected[0]).toBe('id-0');
  expect(loaded?.compared).toEqual(['mg-mg4-se-sr']);
});

it('restores a visit on the nearest step its data supports', () => {
  expect(reload({ ...visit, step: 'compare', compared: [] })?.step).toBe('select');
  expect(reload({ ...visit, step: 'compare', savedCharging: null })?.step).toBe('charging');
  expect(reload({ ...visit, step: 'select', accepted: null, savedCharging: null })?.step).toBe('vehicle');
  expect(reload(visit)?.step).toBe('compare');
});

it('keeps stored finance choices only for the compared editions', () => {
  const choices = Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`gone-${i}`, { term: 48 }]));
  const loaded = reload({ ...visit, financeChoices: { ...choices, 'mg-mg4-se-sr': { deposit: 3000 } } });
  expect(loaded?.financeChoices).toEqual({ 'mg-mg4-se-sr': { deposit: 3000 } });
  expect(reload({ ...visit, financeChoices: { 'mg-mg4-se-sr': { term: -1 } } })).toBeUndefined();
});

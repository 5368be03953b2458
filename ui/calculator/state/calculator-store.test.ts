import { expect, it } from 'vitest';
import { mockSetup } from '../test/mock-configuration.ts';
import { type CalculatorState, initialCalculatorState } from './calculator-state.ts';
import { createCalculatorStore, type KeyValueStorage, storageKey } from './calculator-store.ts';

const types = mockSetup.charging.types;

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
  selected: ['mg-mg4-se-sr'],
  compared: ['mg-mg4-se-sr'],
  period: 'monthly',
};

it('keeps a visit across a reload, keyed by brand', () => {
  createCalculatorStore('MG', types, sessionStorage).save(visit);
  expect(createCalculatorStore('MG', types, sessionStorage).load()).toEqual(visit);
  expect(createCalculatorStore('Kia', types, sessionStorage).load()).toBeUndefined();
  expect(JSON.parse(sessionStorage.getItem(storageKey('MG')) ?? '')).toMatchObject({ version: 1 });
  createCalculatorStore('MG', types, sessionStorage).clear();
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
    expect(createCalculatorStore('MG', types, sessionStorage).load()).toBeUndefined();
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
  const store = createCalculatorStore('BYD', types, full);
  store.save(visit);
  expect(store.load()).toEqual(visit);
  const none = createCalculatorStore('Toyota', types, null);
  none.save({ ...visit, period: 'weekly' });
  expect(createCalculatorStore('Toyota', types, null).load()?.period).toBe('weekly');
});

import fc from 'fast-check';
import { expect, it } from 'vitest';
import { mockSetup } from '../../test/mock-configuration.ts';
import type { ChargingValues } from '../charging/charging-values.ts';
import type { FinanceChoice } from '../finance/finance-request.ts';
import { inPriceRange } from '../prices/price-ranges.ts';
import type { CalculatorAction } from '../store/calculator-actions.ts';
import { createCalculatorReducer } from '../store/calculator-reducer.ts';
import { type CalculatorState, initialCalculatorState, periods } from '../store/calculator-state.ts';
import { ownValue } from '../store/own-value.ts';
import { isStoredState } from '../store/stored-state-guard.ts';
import { mileageLimits } from '../vehicle/mileage-periods.ts';
import type { VehicleData } from '../vehicle/vehicle-data.ts';
import {
  decodeShareFragment,
  encodeShareFragment,
  maxShareFragmentLength,
  type SharedComparison,
  type ShareLinkRules,
} from './share-link.ts';

const rules: ShareLinkRules = {
  brand: 'MG',
  charging: mockSetup.charging,
  priceRanges: mockSetup.priceRanges,
  maxCompare: 4,
};
const reduce = createCalculatorReducer(mockSetup);
const start = initialCalculatorState(mockSetup);
const run = (state: CalculatorState, ...actions: CalculatorAction[]) => actions.reduce(reduce, state);
const toggle = (id: string): CalculatorAction => ({ type: 'select/toggle', id, checked: true, max: 4 });

/** A diesel driver's comparison of two editions, with finance choices, monthly, at official figures. */
const compared = run(
  start,
  { type: 'vehicle/fuel', fuel: 'diesel' },
  { type: 'vehicle/edit', field: 'mpg', value: '52.3' },
  { type: 'vehicle/period', period: 'year' },
  { type: 'vehicle/edit', field: 'mileage', value: '9000' },
  { type: 'vehicle/submit' },
  { type: 'charging/profile', index: 1 },
  { type: 'charging/price', chargeType: 'home', price: 0.075 },
  { type: 'charging/done' },
  toggle('mg-mg4-se-sr'),
  toggle('kia-ev3-gt-line-s-lr'),
  { type: 'select/compare' },
  { type: 'finance/choose', id: 'mg-mg4-se-sr', choice: { term: 36, deposit: 3000 } },
  { type: 'finance/choose', id: 'kia-ev3-gt-line-s-lr', choice: { annualMileage: 8000 } },
  { type: 'compare/period', period: 'monthly' },
  { type: 'compare/basis', basis: 'official' },
);
const comparedFragment =
  'hcuk=2.MG~d:52.3:9000:y:1.45:1.36:195~home:50:0.075,free:10:0,standard:20:0.52,rapid:20:0.79' +
  '~mg-mg4-se-sr:36:3000,kia-ev3-gt-line-s-lr:::8000~m:o';

/** The patch of a fragment that must decode, and its changes. */
function decoded(fragment: string, withRules: ShareLinkRules = rules) {
  const result = decodeShareFragment(fragment, withRules);
  if (!result.ok) throw new Error(`refused (${result.reason}): ${fragment}`);
  return result;
}

/** What a link carries of a state. */
const sharedPart = (state: Pick<CalculatorState, keyof SharedComparison>) => ({
  accepted: state.accepted,
  savedCharging: state.savedCharging,
  compared: state.compared,
  period: state.period,
  basis: state.basis,
  financeChoices: state.financeChoices,
});

/** Characters a browser writes into a URL's fragment as they are. */
const urlSafe = /^[A-Za-z0-9_.:,~!=-]+$/;

it('writes a comparison as a short fragment and restores the same state from it', () => {
  const share = encodeShareFragment(compared, 'MG');
  expect(share).toEqual({ fragment: comparedFragment, leftOut: [] });
  const { patch, changes } = decoded(comparedFragment);
  expect(changes).toEqual([]);
  // Everything else the visitor had (model filter, sort) is their own; the shared comparison is exactly as it was.
  expect({ ...compared, ...patch }).toEqual(compared);
});

it('reads a known fragment into known values, with or without its # and percent-encoded', () => {
  const expected: SharedComparison = {
    step: 'compare',
    vehicle: { fuel: 'petrol', mpg: '38', mileage: '600', mileagePer: 'month', fuelPrice: '1.42', vehicleTax: '0' },
    accepted: { fuel: 'petrol', mpg: 38, mileage: 600, mileagePer: 'month', fuelPrice: 1.42, vehicleTax: 0 },
    vehicleSaved: true,
    charging: {
      shares: { home: 100, free: 0, standard: 0, rapid: 0 },
      prices: { home: 0.085, free: 0, standard: 0.52, rapid: 0.79 },
    },
    savedCharging: {
      shares: { home: 100, free: 0, standard: 0, rapid: 0 },
      prices: { home: 0.085, free: 0, standard: 0.52, rapid: 0.79 },
    },
    selected: ['byd-seal-u-dmi-boost'],
    compared: ['byd-seal-u-dmi-boost'],
    period: 'weekly',
    basis: 'real-world',
    financeChoices: { 'byd-seal-u-dmi-boost': { deposit: 2500 } },
  };
  const fragment = 'hcuk=1.p:38:600:m:1.42::0~home:100:0.085~byd-seal-u-dmi-boost::2500~w:r';
  expect(decoded(fragment)).toEqual({ ok: true, patch: expected, changes: [] });
  expect(decoded(`#${fragment}`).patch).toEqual(expected);
  expect(decoded(`#${encodeURIComponent(fragment)}`).patch).toEqual(expected);
  expect(decoded(fragment.replaceAll(':', '%3a').replaceAll(',', '%2C')).patch).toEqual(expected);
});

it('lowers an MPG above the document’s maximum to 150, and says so', () => {
  const { patch, changes } = decoded('hcuk=1.p:900:150:w:1.36:1.36:195~~~a:r');
  expect(patch.accepted.mpg).toBe(150);
  expect(patch.vehicle.mpg).toBe('150');
  expect(changes).toEqual([
    { field: 'mpg', from: '900', to: '150', rule: 'above-maximum' },
    // The link had no charging values (left out to keep it short): the first profile.
    { field: 'charging', from: '', to: 'Mostly at home', rule: 'missing' },
  ]);
  expect(patch.step).toBe('select');
});

it('keeps every value within the rules: mileage in its period, prices in range, tax up to £5,000', () => {
  const { patch, changes } = decoded('hcuk=1.d:0.5:0:y:3.1:0.5:19500~home:85:1.2,rapid:15:0.79~mg-mg4-se-sr~a:r');
  expect(patch.accepted).toEqual({
    fuel: 'diesel',
    mpg: 1,
    mileage: 1,
    mileagePer: 'year',
    fuelPrice: 2.5,
    petrolPrice: 0.8,
    vehicleTax: 5000,
  });
  expect(patch.savedCharging?.prices.home).toBe(1);
  expect(changes).toEqual([
    { field: 'mpg', from: '0.5', to: '1', rule: 'below-minimum' },
    { field: 'mileage', from: '0', to: '1', rule: 'below-minimum' },
    { field: 'fuelPrice', from: '3.1', to: '2.5', rule: 'above-maximum' },
    { field: 'petrolPrice', from: '0.5', to: '0.8', rule: 'below-minimum' },
    { field: 'vehicleTax', from: '19500', to: '5000', rule: 'above-maximum' },
    { field: 'chargePrice', key: 'home', from: '1.2', to: '1', rule: 'above-maximum' },
  ]);
  expect(decoded('hcuk=1.p:45:20000:w:1.36~~~a:r').patch.accepted.mileage).toBe(10_000);
  expect(decoded('hcuk=1.p:45:99999:m:1.36~~~a:r').patch.accepted.mileage).toBe(43_333);
});

it('gives the default for an unknown code, and the first profile for an unknown charge type', () => {
  const { patch, changes } = decoded('hcuk=1.x:45:150:q:1.36~home:70:0.2467,solar:30:0.01~mg-mg4-se-sr~z:r');
  expect(patch).toMatchObject({ accepted: { fuel: 'petrol', mileagePer: 'week' }, period: 'annual' });
  expect(patch.savedCharging).toEqual({
    shares: { home: 80, free: 5, standard: 5, rapid: 10 },
    prices: { home: 0.2467, free: 0, standard: 0.52, rapid: 0.79 },
  });
  expect(changes).toEqual([
    { field: 'fuel', from: 'x', to: 'petrol', rule: 'unknown-value' },
    { field: 'mileagePer', from: 'q', to: 'week', rule: 'unknown-value' },
    { field: 'chargeType', key: 'solar', from: 'solar', to: '', rule: 'unknown-charge-type' },
    { field: 'charging', from: '70', to: 'Mostly at home', rule: 'shares-total' },
    { field: 'period', from: 'z', to: 'annual', rule: 'unknown-value' },
  ]);
});

it('rounds a share to a whole percent, and a type the link leaves out is at 0% and its configured price', () => {
  const { patch, changes } = decoded('hcuk=1.p:45:150:w:1.36~home:49.6:0.2,rapid:49.5:0.6~~a:r');
  expect(patch.savedCharging).toEqual({
    shares: { home: 50, free: 0, standard: 0, rapid: 50 },
    prices: { home: 0.2, free: 0, standard: 0.52, rapid: 0.6 },
  });
  expect(changes).toEqual([
    { field: 'chargeShare', key: 'home', from: '49.6', to: '50', rule: 'whole-percent' },
    { field: 'chargeShare', key: 'rapid', from: '49.5', to: '50', rule: 'whole-percent' },
  ]);
});

it('drops empty and repeated ids and cuts the comparison to max-compare, saying which', () => {
  const fragment = 'hcuk=1.p:45:150:w:1.36~home:100:0.2467~a:48,,b,a:24,c,d~a:r';
  const { patch, changes } = decoded(fragment, { ...rules, maxCompare: 2 });
  expect(patch.compared).toEqual(['a', 'b']);
  expect(patch.financeChoices).toEqual({ a: { term: 48 } });
  expect(changes).toEqual([
    { field: 'compared', key: '', from: '', to: '', rule: 'empty-id' },
    { field: 'compared', key: 'a', from: 'a', to: '', rule: 'repeated' },
    { field: 'compared', key: 'c', from: 'c', to: '', rule: 'over-max-compare' },
    { field: 'compared', key: 'd', from: 'd', to: '', rule: 'over-max-compare' },
  ]);
});

it('carries any id, escaped, and keeps `constructor` an ordinary own key', () => {
  const state: CalculatorState = {
    ...compared,
    compared: ['constructor', 'Škoda Elroq 85 · 2025', 'toString'],
    selected: ['constructor', 'Škoda Elroq 85 · 2025', 'toString'],
    financeChoices: { constructor: { term: 24 }, toString: { deposit: 0 } },
  };
  const share = encodeShareFragment(state, 'MG');
  expect(share?.fragment).toContain('~constructor:24,!C5!A0koda!20Elroq!2085!20!C2!B7!202025,toString::0~');
  const { patch } = decoded(share?.fragment ?? '');
  expect(patch.compared).toEqual(state.compared);
  expect(Object.getPrototypeOf(patch.financeChoices)).toBe(Object.prototype);
  expect(Object.hasOwn(patch.financeChoices, 'constructor')).toBe(true);
  expect(patch.financeChoices).toEqual(state.financeChoices);
});

it('leaves a link for another brand to that brand’s calculator, names it, and reads an older link without a brand', () => {
  const kia = comparedFragment.replace('hcuk=2.MG~', 'hcuk=2.Kia~');
  expect(decodeShareFragment(kia, rules)).toEqual({ ok: false, reason: 'other-brand', brand: 'Kia' });
  // The brand as a page writes its attribute, in any case.
  expect(decoded(comparedFragment.replace('hcuk=2.MG~', 'hcuk=2.mg~')).changes).toEqual([]);
  // Version 1, written before links carried a brand, is any calculator's.
  const older = comparedFragment.replace('hcuk=2.MG~', 'hcuk=1.');
  expect(decoded(older, { ...rules, brand: 'Kia' }).patch.compared).toEqual(['mg-mg4-se-sr', 'kia-ev3-gt-line-s-lr']);
  // A brand is a name like any other in a link: escaped on the way out, checked on the way in.
  const share = encodeShareFragment(compared, 'Škoda');
  expect(share?.fragment.startsWith('hcuk=2.!C5!A0koda~')).toBe(true);
  expect(decoded(share?.fragment ?? '', { ...rules, brand: 'ŠKODA' }).changes).toEqual([]);
  expect(decodeShareFragment('hcuk=2.__proto__~p:45:150:w:1.36~~~a:r', rules)).toEqual({
    ok: false,
    reason: 'malformed',
  });
  // No brand, or a damaged link naming one, is refused as damaged: never left on the address for a calculator to come.
  expect(decodeShareFragment('hcuk=2.~p:45:150:w:1.36~~~a:r', rules)).toEqual({ ok: false, reason: 'malformed' });
  expect(decodeShareFragment('hcuk=2.Kia~x~y~z~w', rules)).toEqual({ ok: false, reason: 'malformed' });
});

it('writes a link without a brand it cannot carry in a few characters, as version 1, which any calculator opens', () => {
  for (const brand of ['語'.repeat(30), 'M\u0007G', '']) {
    const share = encodeShareFragment(compared, brand);
    expect(share?.fragment).toBe(comparedFragment.replace('hcuk=2.MG~', 'hcuk=1.'));
    expect(decoded(share?.fragment ?? '', { ...rules, brand: 'Kia' }).changes).toEqual([]);
  }
  // 64 characters escaped is the most: ten letters outside ASCII (six each) and one more.
  expect(encodeShareFragment(compared, `${'é'.repeat(10)}A`)?.fragment.startsWith('hcuk=2.!C3!A9')).toBe(true);
  expect(encodeShareFragment(compared, 'é'.repeat(11))?.fragment.startsWith('hcuk=1.')).toBe(true);
});

it('refuses hostile and malformed fragments whole, without touching any prototype', () => {
  const valid = 'hcuk=1.p:45:150:w:1.36~home:100:0.2467~mg-mg4-se-sr~a:r';
  const cases: [unknown, string][] = [
    ['', 'not-a-share-link'],
    ['#main-content', 'not-a-share-link'],
    ['#50%off', 'not-a-share-link'],
    ['##hcuk=1.', 'not-a-share-link'],
    [42, 'not-a-share-link'],
    [null, 'not-a-share-link'],
    [{ toString: () => valid }, 'not-a-share-link'],
    ['hcuk=3.anything at all', 'unknown-version'],
    ['hcuk=2.anything at all', 'malformed'],
    ['hcuk=0.', 'unknown-version'],
    ['hcuk=1', 'malformed'],
    ['hcuk=01.p', 'malformed'],
    ['hcuk=1.', 'malformed'],
    [valid.replaceAll('~', ';'), 'malformed'],
    [`${valid}~`, 'malformed'],
    [valid.replace('~a:r', ''), 'malformed'],
    [valid.replace(':45:', ':NaN:'), 'malformed'],
    [valid.replace(':45:', ':Infinity:'), 'malformed'],
    [valid.replace(':45:', ':1e999:'), 'malformed'],
    [valid.replace(':45:', ':-45:'), 'malformed'],
    [valid.replace(':45:', ':0x2D:'), 'malformed'],
    [valid.replace(':45:', ':045:'), 'malformed'],
    [valid.replace(':45:', ':9999999999:'), 'malformed'],
    [valid.replace(':45:', '::'), 'malformed'],
    [valid.replace('mg-mg4', 'mg\u0000mg4'), 'malformed'],
    [valid.replace('mg-mg4', 'mg!00mg4'), 'malformed'],
    [valid.replace('mg-mg4', 'mg mg4'), 'malformed'],
    [valid.replace('mg-mg4', 'mg!ZZmg4'), 'malformed'],
    [valid.replace('mg-mg4', 'mg!C5mg4'), 'malformed'],
    [valid.replace('mg-mg4', 'mg!ED!A0!80'), 'malformed'],
    [valid.replace('mg-mg4-se-sr', '!5F!5Fproto!5F!5F:48'), 'malformed'],
    [valid.replace('home', '!5F!5Fproto!5F!5F'), 'malformed'],
    [valid.replace('mg-mg4-se-sr', 'mg:1:2:3:4'), 'malformed'],
    [valid.replace('home:100:0.2467', 'home:100'), 'malformed'],
    [`${valid.slice(0, -4)}~a:r:x`, 'malformed'],
    [`${valid}%`, 'malformed'],
    [`${valid.replace('mg-mg4-se-sr', 'a'.repeat(600))}`, 'malformed'],
    [`hcuk%3D1.${'%41'.repeat(600)}`, 'malformed'],
  ];
  for (const [fragment, reason] of cases) {
    expect([fragment, decodeShareFragment(fragment as string, rules)]).toEqual([fragment, { ok: false, reason }]);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

it('fits four editions with 40-character ids and finance choices in 347 characters, and six in 465 (with MG)', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => `${letter}-${'x'.repeat(38)}`);
  const choice: FinanceChoice = { term: 48, deposit: 12_345.67, annualMileage: 25_000 };
  const comparing = (count: number): CalculatorState => ({
    ...compared,
    accepted: {
      fuel: 'diesel',
      mpg: 12.345678,
      mileage: 43_333,
      mileagePer: 'month',
      fuelPrice: 2.49,
      petrolPrice: 2.48,
      vehicleTax: 4_999.99,
    },
    savedCharging: {
      shares: { home: 25, free: 25, standard: 25, rapid: 25 },
      prices: { home: 0.0823, free: 0, standard: 0.6749, rapid: 0.9999 },
    },
    compared: ids.slice(0, count),
    selected: ids.slice(0, count),
    financeChoices: Object.fromEntries(ids.slice(0, count).map((id) => [id, choice])),
  });
  for (const [count, length] of [
    [4, 347],
    [6, 465],
  ] as const) {
    const state = comparing(count);
    const share = encodeShareFragment(state, 'MG');
    expect(share?.leftOut).toEqual([]);
    expect(share?.fragment.length).toBe(length);
    const { patch } = decoded(share?.fragment ?? '', { ...rules, maxCompare: 6 });
    expect(sharedPart({ ...state, ...patch })).toEqual(sharedPart(state));
  }
});

it('leaves out finance choices, then the last editions, to stay under 600 characters, and lists them', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => letter.repeat(100));
  const state: CalculatorState = {
    ...compared,
    compared: ids,
    selected: ids,
    financeChoices: Object.fromEntries(ids.map((id) => [id, { term: 36 }])),
  };
  const share = encodeShareFragment(state, 'MG');
  expect(share?.leftOut).toEqual([
    ...['f', 'e', 'd', 'c', 'b', 'a'].map((letter) => ({ part: 'finance-choice', id: letter.repeat(100) })),
    { part: 'compared', id: 'f'.repeat(100) },
    { part: 'compared', id: 'e'.repeat(100) },
  ]);
  // Five editions would be 601 characters with the brand: the fifth goes too.
  expect(share?.fragment.length).toBe(500);
  const { patch } = decoded(share?.fragment ?? '', { ...rules, maxCompare: 6 });
  expect(patch.compared).toEqual(ids.slice(0, 4));
  expect(patch.financeChoices).toEqual({});
});

it('leaves out what a link cannot carry, and has nothing to share before vehicle data is accepted', () => {
  const state: CalculatorState = {
    ...compared,
    compared: ['__proto__', 'lone\uD800', 'ok'],
    financeChoices: { ok: { term: 36, deposit: 1e12 } },
  };
  expect(encodeShareFragment(state, 'MG')).toEqual({
    fragment: comparedFragment.replace(/~mg-.*~/, '~ok:36~'),
    leftOut: [
      { part: 'compared', id: '__proto__' },
      { part: 'compared', id: 'lone\uD800' },
      { part: 'finance-choice', id: 'ok' },
    ],
  });
  expect(encodeShareFragment(start, 'MG')).toBeUndefined();
});

const types = mockSetup.charging.types;
const configured = mockSetup.charging.prices;
const { fuel: fuelRange, electricity } = mockSetup.priceRanges;

const vehicleArbitrary: fc.Arbitrary<VehicleData> = fc
  .tuple(
    fc.constantFrom('petrol' as const, 'diesel' as const),
    fc.constantFrom('week' as const, 'month' as const, 'year' as const),
  )
  .chain(([fuel, mileagePer]) =>
    fc.record(
      {
        fuel: fc.constant(fuel),
        mpg: fc.double({ min: 1, max: 150, noNaN: true }),
        mileage: fc.double({ min: 1, max: mileageLimits[mileagePer], noNaN: true }),
        mileagePer: fc.constant(mileagePer),
        fuelPrice: fc.double({ min: fuelRange.min, max: fuelRange.max, noNaN: true }),
        petrolPrice: fc.double({ min: fuelRange.min, max: fuelRange.max, noNaN: true }),
        vehicleTax: fc.integer({ min: 0, max: 500_000 }).map((pence) => pence / 100),
      },
      { requiredKeys: ['fuel', 'mpg', 'mileage', 'mileagePer', 'fuelPrice'] },
    ),
  );

/** Shares in whole percents totalling 100, and each price the configured one or within the electricity range. */
const chargingArbitrary: fc.Arbitrary<ChargingValues> = fc
  .tuple(
    fc.array(fc.integer({ min: 0, max: 100 }), { minLength: types.length - 1, maxLength: types.length - 1 }),
    fc.tuple(
      ...types.map((type) => fc.oneof(fc.constant(configured[type] ?? 0), fc.double({ ...electricity, noNaN: true }))),
    ),
  )
  .map(([cuts, prices]) => {
    const ends = [0, ...[...cuts].sort((a, b) => a - b), 100];
    return {
      shares: Object.fromEntries(types.map((type, index) => [type, (ends[index + 1] ?? 0) - (ends[index] ?? 0)])),
      prices: Object.fromEntries(types.map((type, index) => [type, prices[index] ?? 0])),
    };
  });

const choiceArbitrary: fc.Arbitrary<FinanceChoice> = fc
  .record(
    {
      term: fc.integer({ min: 1, max: 120 }),
      deposit: fc.integer({ min: 0, max: 10_000_000 }).map((pence) => pence / 100),
      annualMileage: fc.integer({ min: 0, max: 520_000 }),
    },
    { requiredKeys: [] },
  )
  .filter((choice) => Object.keys(choice).length > 0);

/** A comparison as the calculator holds one, with `ids` compared and some of them with finance choices. */
const stateArbitrary = (ids: fc.Arbitrary<string[]>) =>
  fc
    .record({
      accepted: vehicleArbitrary,
      charging: chargingArbitrary,
      compared: ids,
      period: fc.constantFrom(...periods),
      basis: fc.constantFrom('real-world' as const, 'official' as const),
      choices: fc.array(fc.option(choiceArbitrary), { maxLength: 6 }),
    })
    .map(
      ({ accepted, charging, compared: ids, period, basis, choices }): CalculatorState => ({
        ...start,
        step: 'compare',
        accepted,
        vehicleSaved: true,
        charging,
        savedCharging: charging,
        selected: ids,
        compared: ids,
        period,
        basis,
        financeChoices: Object.fromEntries(
          ids.flatMap((id, index) => {
            const choice = choices[index];
            return choice ? [[id, choice]] : [];
          }),
        ),
      }),
    );

const catalogueId = fc.oneof(
  fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,39}$/),
  fc.constantFrom('constructor', 'toString', 'hasOwnProperty'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 5 }).filter((id) => !/\p{Cc}/u.test(id)),
);

it('restores any valid comparison exactly, with no changes (property)', () => {
  fc.assert(
    fc.property(stateArbitrary(fc.uniqueArray(catalogueId, { maxLength: 4 })), (state) => {
      const share = encodeShareFragment(state, 'MG');
      expect(share?.leftOut).toEqual([]);
      const { patch, changes } = decoded(share?.fragment ?? '');
      expect(changes).toEqual([]);
      expect(sharedPart({ ...state, ...patch })).toEqual(sharedPart(state));
    }),
  );
});

it('always writes a URL-safe fragment under 600 characters, and lists all it leaves out (property)', () => {
  const anyId = fc.oneof(catalogueId, fc.string({ unit: 'binary', maxLength: 200 }), fc.constant('__proto__'));
  const wide = stateArbitrary(fc.uniqueArray(anyId, { maxLength: 6 })).chain((state) =>
    fc.array(fc.double({ min: 0, max: 1e12, noNaN: true }), { minLength: 6, maxLength: 6 }).map((deposits) => ({
      ...state,
      financeChoices: Object.fromEntries(state.compared.map((id, index) => [id, { deposit: deposits[index] }])),
    })),
  );
  fc.assert(
    fc.property(wide, (state) => {
      const share = encodeShareFragment(state, 'MG');
      const fragment = share?.fragment ?? '';
      expect(fragment.length).toBeLessThan(maxShareFragmentLength);
      expect(fragment).toMatch(urlSafe);
      expect(new URL(`https://dealer.example/calculator#${fragment}`).hash).toBe(`#${fragment}`);
      const leftOut = (part: 'compared' | 'finance-choice') =>
        new Set(share?.leftOut.flatMap((item) => (item.part === part ? [item.id] : [])));
      const { patch } = decoded(fragment, { ...rules, maxCompare: 6 });
      expect(patch.compared).toEqual(state.compared.filter((id) => !leftOut('compared').has(id)));
      for (const id of patch.compared) {
        const expected = leftOut('finance-choice').has(id) ? undefined : ownValue(state.financeChoices, id);
        expect(ownValue(patch.financeChoices, id)).toEqual(expected);
      }
    }),
  );
});

/** A rules-abiding state from a patch: what the calculator would hold after applying it to a first visit. */
const applied = (patch: SharedComparison): CalculatorState => ({ ...start, ...patch });

it('never throws on any text, and anything it accepts passes the stored-state guard (property)', () => {
  const valid = encodeShareFragment(compared, 'MG')?.fragment ?? '';
  const alphabet = fc.constantFrom(...'hcuk=1.pdwmyaro0123456789:,~!_-.AFaf%#'.split(''));
  // Small edits that mostly keep the structure (digits, codes, escapes), and any edit with the separators too.
  const gentle = fc.constantFrom(...'0123456789.pdxz-!5F'.split(''));
  const edited = (unit: fc.Arbitrary<string>) =>
    fc
      .array(fc.tuple(fc.nat(valid.length), fc.nat(2), fc.string({ unit, maxLength: 3 })), {
        minLength: 1,
        maxLength: 3,
      })
      .map((edits) =>
        edits.reduce((text, [at, cut, insert]) => text.slice(0, at) + insert + text.slice(at + cut), valid),
      );
  const texts = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.string({ unit: alphabet, maxLength: 200 }).map((text) => `hcuk=1.${text}`),
    edited(alphabet),
    edited(gentle),
    edited(gentle).map((text) => `#${encodeURIComponent(text)}`),
  );
  fc.assert(
    fc.property(texts, (text) => {
      const result = decodeShareFragment(text, rules);
      if (!result.ok) return;
      expect(isStoredState(applied(result.patch), rules)).toBe(true);
      expect(result.patch.compared.length).toBeLessThanOrEqual(rules.maxCompare);
      expect(Object.getPrototypeOf(result.patch.financeChoices)).toBe(Object.prototype);
    }),
    { numRuns: 1000 },
  );
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

it('keeps every clamped value within the rules, and each change names the value used (property)', () => {
  const number = fc.stringMatching(/^(0|[1-9][0-9]{0,8})(\.[0-9]{1,6})?$/);
  const optional = fc.oneof(fc.constant(''), number);
  const choiceValue = fc.oneof(fc.constant(''), fc.stringMatching(/^[1-9][0-9]{0,4}$/));
  const code = (...codes: string[]) => fc.constantFrom(...codes, 'x', '');
  const chargeItem = fc.tuple(fc.constantFrom(...types, 'solar'), number, number).map((fields) => fields.join(':'));
  const editionItem = fc
    .tuple(fc.constantFrom('', 'a', 'b', 'c', 'd', 'e', 'constructor'), choiceValue, choiceValue, choiceValue)
    .map((fields) => fields.join(':'));
  const fragment = fc
    .record({
      vehicle: fc.tuple(code('p', 'd'), number, number, code('w', 'm', 'y'), number, optional, optional),
      charging: fc.array(chargeItem, { maxLength: 5 }),
      editions: fc.array(editionItem, { maxLength: 6 }),
      view: fc.tuple(code('a', 'm', 'w'), code('r', 'o')),
    })
    .map(
      ({ vehicle, charging, editions, view }) =>
        `hcuk=1.${vehicle.join(':')}~${charging.join(',')}~${editions.join(',')}~${view.join(':')}`,
    );
  fc.assert(
    fc.property(fragment, fc.integer({ min: 1, max: 6 }), (text, maxCompare) => {
      const { patch, changes } = decoded(text, { ...rules, maxCompare });
      const { accepted, savedCharging } = patch;
      expect(accepted.mpg).toBeGreaterThanOrEqual(1);
      expect(accepted.mpg).toBeLessThanOrEqual(150);
      expect(accepted.mileage).toBeGreaterThanOrEqual(1);
      expect(accepted.mileage).toBeLessThanOrEqual(mileageLimits[accepted.mileagePer]);
      expect(inPriceRange(accepted.fuelPrice, fuelRange)).toBe(true);
      expect(accepted.petrolPrice === undefined || inPriceRange(accepted.petrolPrice, fuelRange)).toBe(true);
      expect(accepted.vehicleTax === undefined || (accepted.vehicleTax >= 0 && accepted.vehicleTax <= 5000)).toBe(true);
      expect(Object.keys(savedCharging?.shares ?? {})).toEqual(types);
      expect(Object.values(savedCharging?.shares ?? {}).reduce((sum, share) => sum + share, 0)).toBe(100);
      for (const type of types) {
        const price = savedCharging?.prices[type];
        expect(price === configured[type] || inPriceRange(price, electricity)).toBe(true);
      }
      expect(patch.compared.length).toBeLessThanOrEqual(maxCompare);
      expect(new Set(patch.compared).size).toBe(patch.compared.length);
      expect(isStoredState(applied(patch), rules)).toBe(true);
      for (const change of changes) {
        if (change.field === 'mpg' || change.field === 'mileage' || change.field === 'fuelPrice') {
          expect(String(accepted[change.field])).toBe(change.to);
        }
      }
    }),
  );
});

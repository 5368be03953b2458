import { expect, it } from 'vitest';
import { mockConfiguration } from '../../test/mock-configuration.ts';
import { chargingTotal, matchingProfile } from '../charging/charging-values.ts';
import { calculatorSetup } from './calculator-setup.ts';
import { initialCalculatorState } from './calculator-state.ts';

// Charge types named after Object.prototype's members, given as a provider's JSON would (JSON.parse makes
// `__proto__` an own key).
const hostile = JSON.parse(`{
  "types": { "home": "Home", "free": "Free", "standard": "Standard/Fast", "rapid": "Rapid/Ultra", "constructor": "Kerbside",
    "__proto__": "Workplace" },
  "prices": { "home": 0.085, "free": 0, "standard": 0.52, "rapid": 0.79, "toString": 0.3, "__proto__": 0.2 },
  "defaults": { "home": 0.7, "free": 0.05, "standard": 0.05, "rapid": 0.1, "toString": 0.1 }
}`);
const config = {
  ...mockConfiguration,
  types: hostile.types,
  prices: hostile.prices,
  chargingProfiles: [{ name: 'Mixed', defaults: hostile.defaults }, ...mockConfiguration.chargingProfiles],
};

it('reads charge types named constructor, __proto__ or toString as their own labels and prices', () => {
  const { charging } = calculatorSetup(config);
  expect(charging.types).toEqual(['home', 'free', 'standard', 'rapid', 'constructor', '__proto__', 'toString']);
  expect(Object.values(charging.labels)).toEqual([
    'Home',
    'Free',
    'Standard/Fast',
    'Rapid/Ultra',
    'Kerbside',
    'Workplace',
    'toString',
  ]);
  expect(Object.entries(charging.prices)).toEqual([
    ['home', 0.085],
    ['free', 0],
    ['standard', 0.52],
    ['rapid', 0.79],
    ['constructor', 0],
    ['__proto__', 0.2],
    ['toString', 0.3],
  ]);
});

it('starts such a configuration with whole shares that total 100 and match its first profile', () => {
  const setup = calculatorSetup(config);
  const { shares } = initialCalculatorState(setup).charging;
  expect(Object.values(shares)).toEqual([70, 5, 5, 10, 0, 0, 10]);
  expect(chargingTotal(shares)).toBe(100);
  expect(matchingProfile(setup.charging, shares)).toBe(0);
});

it('never takes a price that is not a price per kWh', () => {
  const prices = { ...mockConfiguration.prices, home: 8.5, rapid: Number.NaN };
  expect(calculatorSetup({ ...mockConfiguration, prices }).charging.prices).toMatchObject({ home: 0, rapid: 0 });
});

it('gives a brand its own representative examples where the lender set them, and the general ones elsewhere', () => {
  const kia = mockConfiguration.finance?.representativeExamplesByBrand?.Kia;
  expect(kia?.PCP?.vehicle).toBe('Kia EV3 Air Standard Range 58.3kWh');
  expect(calculatorSetup(mockConfiguration, 'Kia').finance?.representativeExamples).toEqual(kia);
  expect(calculatorSetup(mockConfiguration, 'MG').finance?.representativeExamples?.PCP?.vehicle).toBe(
    'MG4 EV SE Standard Range 51kWh',
  );
  // The brand as the page gives it: another spelling is another brand.
  expect(calculatorSetup(mockConfiguration, 'KIA').finance?.representativeExamples?.PCP?.vehicle).toBe(
    'MG4 EV SE Standard Range 51kWh',
  );
  // A brand's entry stands alone: a product it leaves out has no example on its page, not another brand's.
  const finance = mockConfiguration.finance;
  const onlyPcp = { ...finance, representativeExamplesByBrand: { Kia: { PCP: kia?.PCP } } };
  expect(calculatorSetup({ ...mockConfiguration, finance: onlyPcp }, 'Kia').finance?.representativeExamples?.HP).toBe(
    undefined,
  );
  // An inherited name is no brand.
  expect(calculatorSetup(mockConfiguration, 'constructor').finance?.representativeExamples).toEqual(
    finance?.representativeExamples,
  );
});

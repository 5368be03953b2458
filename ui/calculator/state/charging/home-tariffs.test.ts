import { expect, it } from 'vitest';
import { builtInPriceRanges } from '../prices/price-ranges.ts';
import { builtInTexts } from '../texts/built-in-texts.ts';
import { resolveTexts } from '../texts/calculator-texts.ts';
import { chosenTariff, offeredHomeTariffs } from './home-tariffs.ts';

const tariffs = [
  { label: 'EV off-peak tariff', price: 0.085 },
  { label: 'Standard tariff', price: 0.2467 },
];

it('offers the configured tariffs, leaving out one without a label or with a price outside the range', () => {
  const content = [...tariffs, { label: '', price: 0.1 }, { label: 'Typed in pence', price: 24.67 }, 'nonsense', null];
  expect(offeredHomeTariffs(content, builtInPriceRanges.electricity)).toEqual(tariffs);
});

it('knows which tariff a price is, or that it is the visitor’s own', () => {
  expect(chosenTariff(tariffs, 0.2467)).toBe(1);
  expect(chosenTariff(tariffs, 0.15)).toBe(-1);
});

it('keeps default’s tariffs for a locale that has none of its own, and a locale’s own list whole', () => {
  const content = {
    default: { charging: { homeTariffs: tariffs } },
    'cy-GB': { charging: { otherTariff: 'Pris arall' } },
    fr: { charging: { homeTariffs: [{ label: 'Heures creuses', price: 0.2 }] } },
  };
  const welsh = resolveTexts(content, 'cy-GB', builtInTexts).charging;
  expect(welsh.homeTariffs).toEqual(tariffs);
  expect(welsh.otherTariff).toBe('Pris arall');
  expect(resolveTexts(content, 'fr', builtInTexts).charging.homeTariffs).toEqual([
    { label: 'Heures creuses', price: 0.2 },
  ]);
});

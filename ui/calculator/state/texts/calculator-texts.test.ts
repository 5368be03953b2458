import { expect, it } from 'vitest';
import { mockConfiguration } from '../../test/mock-configuration.ts';
import { builtInTexts } from './built-in-texts.ts';
import { fillPlaceholders, pickLocale, resolveTexts } from './calculator-texts.ts';

const content = mockConfiguration.content;

it('uses the locale’s texts and falls back key by key to default', () => {
  const welsh = resolveTexts(content, 'cy-GB', builtInTexts);
  expect(welsh.vehicle.title).toBe('Eich cerbyd presennol');
  expect(welsh.vehicle.mpgLabel).toBe('Average MPG');
  expect(welsh.compare.monthly).toBe('Misol');
  expect(welsh.compare.viewOffers).toBe('View Offers');
  expect(welsh.vehicle.mileageHelp?.title).toBe('Working out your mileage');
});

it('falls back to the built-in labels for a text no content has', () => {
  const texts = resolveTexts({ default: { vehicle: { title: 'Your car' } } }, 'en-GB', builtInTexts);
  expect(texts.vehicle.title).toBe('Your car');
  expect(texts.charging.totalError).toBe('Percentages must add up to 100%');
  expect(texts.compare.terms).toBe('');
  expect(texts.vehicle.mpgHelp).toBeUndefined();
});

it('ignores content values that are not text', () => {
  const texts = resolveTexts({ default: { back: 42 as unknown as string, steps: 'x' as never } }, '', builtInTexts);
  expect(texts.back).toBe('Back');
  expect(texts.steps.select).toBe('Models');
});

it('matches a locale exactly, then ignoring case, then by language', () => {
  expect(pickLocale(['default', 'cy-GB'], 'cy-GB')).toBe('cy-GB');
  expect(pickLocale(['default', 'cy-GB'], 'CY-gb')).toBe('cy-GB');
  expect(pickLocale(['default', 'cy-GB'], 'cy')).toBe('cy-GB');
  expect(pickLocale(['default', 'cy-GB'], 'en-GB')).toBeUndefined();
});

it('replaces every placeholder it knows and leaves the rest', () => {
  expect(fillPlaceholders('Select up to {max} to compare', { max: 3 })).toBe('Select up to 3 to compare');
  expect(fillPlaceholders('{max} {fuel} {max} {other}', { max: 2, fuel: 'electric' })).toBe('2 electric 2 {other}');
  expect(fillPlaceholders('{constructor}', {})).toBe('{constructor}');
});

it('fills a value such as {max} into every text, and leaves the placeholders filled later', () => {
  const texts = resolveTexts(
    { default: { vehicle: { title: 'Compare up to {max}' }, select: { maxReached: 'Up to {max} {fuel} vehicles' } } },
    '',
    builtInTexts,
    { max: 4 },
  );
  expect(texts.vehicle.title).toBe('Compare up to 4');
  expect(texts.select.maxReached).toBe('Up to 4 {fuel} vehicles');
  expect(texts.select.basketTitle).toBe('Select up to 4 to compare');
  expect(texts.status.noModels).toBe('Sorry, there are no {brand} models to compare at the moment.');
});

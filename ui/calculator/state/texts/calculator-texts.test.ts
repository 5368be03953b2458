import { expect, it } from 'vitest';
import { mockConfiguration } from '../../test/mock-configuration.ts';
import { builtInTexts } from './built-in-texts.ts';
import { fillPlaceholders, pickLocale, resolveTexts, textsLanguage } from './calculator-texts.ts';

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

it('keeps a lender’s or a locale’s own wording on the example figures where it gives no example variant', () => {
  const outgoings = '{next} {period} i gyd, ar ôl blaendal o {deposit}, yn erbyn {current} {period} ar danwydd';
  // A lender's own wording of the text, without its example variant: theirs on the example figures too, not the
  // built-in English variant.
  const own = resolveTexts({ default: { finance: { outgoings } } }, 'en-GB', builtInTexts);
  expect(own.finance.outgoingsExample).toBe(outgoings);
  // With both, each is theirs; with neither, both are built in.
  const both = resolveTexts({ default: { finance: { outgoings, outgoingsExample: 'example' } } }, '', builtInTexts);
  expect(both.finance.outgoingsExample).toBe('example');
  const none = resolveTexts({ default: {} }, '', builtInTexts);
  expect(none.finance.outgoingsExample).toBe(builtInTexts.finance.outgoingsExample);
  // A locale's text over the lender's English variant: the locale's language wins.
  const welsh = resolveTexts(
    { default: { finance: { outgoingsExample: 'English example' } }, 'cy-GB': { finance: { outgoings } } },
    'cy-GB',
    builtInTexts,
  );
  expect(welsh.finance.outgoingsExample).toBe(outgoings);
  // Nested sections too: the whole cost's and the assumptions'.
  const nested = resolveTexts(
    { default: { compare: { ownership: { keepLabel: 'Cadw eich car' }, assumptions: { fuel: 'Eich car' } } } },
    '',
    builtInTexts,
  );
  expect(nested.compare.ownership.keepLabelExample).toBe('Cadw eich car');
  expect(nested.compare.assumptions.fuelExample).toBe('Eich car');
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

it('marks the texts with the locale only when it gives at least half of them, else English', () => {
  // The mock configuration's Welsh gives 10 texts: the rest show in English, and are read in an English voice.
  expect(textsLanguage(content, 'cy-GB', builtInTexts)).toBe('en-GB');
  // A Welsh entry that gives every text is Welsh; one that gives half of them is too, one text short of half is not.
  const every = JSON.parse(JSON.stringify(builtInTexts)) as Record<string, unknown>;
  expect(textsLanguage({ default: {}, 'cy-GB': every }, 'cy', builtInTexts)).toBe('cy-GB');
  const sections = Object.keys(every);
  const half = (share: number) => Object.fromEntries(sections.slice(0, share).map((name) => [name, every[name]]));
  const count = (tree: unknown): number =>
    typeof tree === 'string' ? 1 : Object.values(tree as object).reduce((sum: number, v) => sum + count(v), 0);
  const total = count(builtInTexts);
  const cut = sections.findIndex((_, index) => count(half(index + 1)) * 2 >= total) + 1;
  expect(textsLanguage({ 'cy-GB': half(cut) }, 'cy-GB', builtInTexts)).toBe('cy-GB');
  expect(textsLanguage({ 'cy-GB': half(cut - 1) }, 'cy-GB', builtInTexts)).toBe('en-GB');
  // No entry for the locale: English.
  expect(textsLanguage(content, 'fr', builtInTexts)).toBe('en-GB');
  // locale="default" picks the default entry, whose texts are English: `default` is no language tag.
  expect(textsLanguage({ default: every }, 'default', builtInTexts)).toBe('en-GB');
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

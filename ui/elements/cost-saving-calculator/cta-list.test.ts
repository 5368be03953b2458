import { expect, it } from 'vitest';
import { costSavingCalculatorDefinition } from './cost-saving-calculator-definition.ts';

const { ctas } = costSavingCalculatorDefinition.attributes;

it('reads a list of call-to-action buttons with optional primary and icon', () => {
  const value =
    '[{"label":"Book a test drive","href":"/test-drive","primary":true,"icon":"calendar"},{"label":"Call us","href":"tel:01632960000"}]';
  expect(ctas.parse(value)).toEqual([
    { label: 'Book a test drive', href: '/test-drive', primary: true, icon: 'calendar' },
    { label: 'Call us', href: 'tel:01632960000' },
  ]);
});

/** Each value is refused: `parse` gives undefined, so the element warns and uses the default. */
const expectRefused = (values: string[]) =>
  expect(values.map((value) => ctas.parse(value))).toEqual(values.map(() => undefined));

it('rejects a list with an item missing its href, a non-boolean primary or a non-string icon', () => {
  expectRefused([
    '[{"label":"Book a test drive"}]',
    '[{"label":"Book","href":"/book","primary":"yes"}]',
    '[{"label":"Book","href":"/book","icon":7}]',
    '{"label":"Book","href":"/book"}',
    '[null]',
  ]);
});

it('refuses a list with a button a visitor could not use: no label, or an address the link policy drops', () => {
  expectRefused([
    '[{"label":"Book","href":"javascript:alert(1)"}]',
    '[{"label":"Book","href":" java\\tscript:alert(1)"}]',
    '[{"label":"Book","href":""}]',
    '[{"label":"  ","href":"/book"}]',
    '[{"label":"Book","href":"/book"},{"label":"Call","href":"data:text/html,hi"}]',
  ]);
  // The warning says the rules the value broke, not only the shape it already has.
  expect(ctas.expects).toBe(
    'JSON of type Array<{ label: string; href: string; primary?: boolean; icon?: string }>, each label not blank and each href an http(s), mailto: or tel: address, or a relative one',
  );
});

it('refuses a vehicle call-to-action address the link policy drops, saying what it expects', () => {
  const { vehicleCtaHref } = costSavingCalculatorDefinition.attributes;
  expect(vehicleCtaHref.parse('https://dealer.example/offers/{model}?id={id}')).toBe(
    'https://dealer.example/offers/{model}?id={id}',
  );
  expect(vehicleCtaHref.parse('/offers/{id}')).toBe('/offers/{id}');
  expect(vehicleCtaHref.parse('')).toBe('');
  expect(vehicleCtaHref.parse('javascript:alert(1)')).toBeUndefined();
  expect(vehicleCtaHref.parse('JaVaScRiPt:alert(1)')).toBeUndefined();
  expect(vehicleCtaHref.expects).toBe('an http(s), mailto: or tel: address, or a relative one');
});

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

it('rejects a list with an item missing its href, a non-boolean primary or a non-string icon', () => {
  const invalid = [
    '[{"label":"Book a test drive"}]',
    '[{"label":"Book","href":"/book","primary":"yes"}]',
    '[{"label":"Book","href":"/book","icon":7}]',
    '{"label":"Book","href":"/book"}',
    '[null]',
  ];
  expect(invalid.map((value) => ctas.parse(value))).toEqual([undefined, undefined, undefined, undefined, undefined]);
});

import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { stripElementDocs } from './strip-element-docs.ts';

const source = (path: string) => readFileSync(new URL(`../elements/${path}`, import.meta.url), 'utf8');

it('empties every description, summary and event documentation of a definition', () => {
  const modal = stripElementDocs(source('modal/modal-definition.ts'));
  expect(modal).not.toMatch(/description: (?!'')/);
  expect(modal).not.toMatch(/summary: (?!'')/);
  expect(modal).toContain("'hcuk-close': eventSpec('')");
  expect(modal).not.toContain('once per opening');
});

it('keeps what the page needs: tags, defaults, allowed values and ranges', () => {
  const calculator = stripElementDocs(source('cost-saving-calculator/cost-saving-calculator-definition.ts'));
  expect(calculator).toContain("tag: 'hcuk-cost-saving-calculator'");
  expect(calculator).toMatch(/default: 3,\s*min: 1,\s*max: 6/);
  const common = stripElementDocs(source('common-attributes.ts'));
  expect(common).toContain("default: 'cost comparison calculator'");
  expect(common).toContain("allowed: ['light', 'dark', 'auto']");
});

it('empties strings joined with + and written across lines', () => {
  const code = "x = { description:\n    'The model filter ' +\n    \"shows one model\", other: 'kept' };";
  expect(stripElementDocs(code)).toBe("x = { description: '', other: 'kept' };");
});

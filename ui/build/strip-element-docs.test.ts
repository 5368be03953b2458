import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { stripElementDocs } from './strip-element-docs.ts';

const source = (path: string) => readFileSync(new URL(`../elements/${path}`, import.meta.url), 'utf8');

it('empties every description and summary of a definition, and its events with their documentation', () => {
  const modal = stripElementDocs(source('modal/modal-definition.ts'));
  expect(modal).not.toMatch(/description: (?!'')/);
  expect(modal).not.toMatch(/summary: (?!'')/);
  expect(modal).toContain('events: {}');
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

it('empties the lists of parts and events, which only the manifest, the typings and the tests read', () => {
  const calculator = stripElementDocs(source('cost-saving-calculator/cost-saving-calculator-definition.ts'));
  expect(calculator).toContain('parts: []');
  expect(calculator).toContain('events: {}');
  expect(calculator).not.toContain("name: 'step-current'");
  expect(calculator).not.toContain("'hcuk-step-change'");
  // What follows the lists is kept.
  expect(calculator).toContain("tag: 'hcuk-cost-saving-calculator'");
});

it('counts no bracket inside a string when it finds the end of a list', () => {
  const code = 'x = { parts: [{ name: \'a]\', description: "b[" }, { name: `c` }], kept: [1] };';
  expect(stripElementDocs(code)).toBe('x = { parts: [], kept: [1] };');
});

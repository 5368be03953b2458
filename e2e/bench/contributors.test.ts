import fc from 'fast-check';
import { expect, it } from 'vitest';
import { contributorOf, generatedByContributor, noSource } from './contributors.ts';

it('names packages, scoped packages and our folders as the embed’s source maps give them', () => {
  expect(contributorOf('../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
  expect(contributorOf('../node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
  expect(contributorOf('../ui/calculator/steps/compare/result-card.tsx')).toBe('ui/calculator/steps');
  expect(contributorOf('../ui/calculator/calculator-app.tsx')).toBe('ui/calculator');
  expect(contributorOf('../sdk/generated/finance-operations.ts')).toBe('sdk/generated');
  expect(contributorOf('../ui/embed.ts')).toBe('ui');
});

it('gives each run to the source of the mapping it starts at, across line ends', () => {
  const code = 'import{a}from"./x.js";var t=`\n:host{}`;function r(){}';
  const groups = generatedByContributor(code, [
    { line: 1, column: 22, source: '../ui/theme/genesis-theme.ts' },
    { line: 2, column: 9, source: '../node_modules/react/cjs/react.production.js' },
  ]);
  expect(Object.fromEntries(groups)).toEqual({
    [noSource]: 'import{a}from"./x.js";',
    'ui/theme': 'var t=`\n:host{}`;',
    react: 'function r(){}',
  });
});

it('counts runs with no source, and the mappings’ order does not matter', () => {
  const groups = generatedByContributor('abcdef', [
    { line: 1, column: 4, source: null },
    { line: 1, column: 0, source: '../sdk/client/environment.ts' },
  ]);
  expect(Object.fromEntries(groups)).toEqual({ 'sdk/client': 'abcd', [noSource]: 'ef' });
});

it('splits any file into parts that add up to the whole', () => {
  const sources = ['../ui/theme/a.ts', '../node_modules/react/index.js', null];
  fc.assert(
    fc.property(
      fc.string({ minLength: 1 }),
      fc.array(fc.record({ at: fc.nat(), source: fc.constantFrom(...sources) })),
      (code, marks) => {
        const mappings = marks.map((mark) => ({ line: 1, column: mark.at % code.length, source: mark.source }));
        const parts = [...generatedByContributor(code.replaceAll('\n', ' '), mappings).values()];
        expect(parts.join('').length).toBe(code.length);
      },
    ),
  );
});

import { expect, it } from 'vitest';
import { minifyCss } from './minify-style-strings.ts';

it('drops comments and the whitespace no CSS parser reads', () => {
  const css = `
/* The step indicator's circles. */
.a { display: flex; gap: var(--_space-2); }
.b,
.c { box-shadow: 0 0 0 3px red, 0 0 0 5px blue; }
@media (prefers-color-scheme: dark) { .d { color: white; } }
`;
  expect(minifyCss(css)).toBe(
    ' .a{display:flex;gap:var(--_space-2)}.b,.c{box-shadow:0 0 0 3px red,0 0 0 5px blue}' +
      '@media (prefers-color-scheme:dark){.d{color:white}}',
  );
});

it('keeps the spaces that mean something: in calc(), between selectors, inside quoted strings', () => {
  expect(minifyCss(".a + .b::before { right: calc(50% + 28px); content: ': '; }")).toBe(
    ".a + .b::before{right:calc(50% + 28px);content:': '}",
  );
  expect(minifyCss('.dark :focus-visible { outline: 0; } .p::after { content: " ✎ , "; }')).toBe(
    '.dark :focus-visible{outline:0}.p::after{content:" ✎ , "}',
  );
});

it('reads a piece of a template string between interpolations the same way', () => {
  expect(minifyCss(' { ')).toBe('{');
  expect(minifyCss(', ')).toBe(',');
  expect(minifyCss(');\n}')).toBe(')}');
});

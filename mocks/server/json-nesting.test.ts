import fc from 'fast-check';
import { expect, it } from 'vitest';
import { nestsDeeperThan } from './json-nesting.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;

it('finds an array nested 30,000 deep without recursion', () => {
  expect(nestsDeeperThan(bytes(`${'['.repeat(30_000)}${']'.repeat(30_000)}`), 64)).toBe(true);
});

it('ignores brackets inside strings, escaped quotes included', () => {
  expect(nestsDeeperThan(bytes(JSON.stringify({ note: `\\"${'['.repeat(100)}` })), 2)).toBe(false);
});

it('agrees with the depth of the parsed value, for any JSON', () => {
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
      expect(nestsDeeperThan(bytes(JSON.stringify(value)), limit)).toBe(depthOf(value) > limit);
    }),
  );
});

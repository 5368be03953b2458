import fc from 'fast-check';
import { expect, it } from 'vitest';
import { closestName, editDistance } from './closest-name.ts';

const known = ['brand', 'max-compare', 'oem', 'print', 'theme', 'site-section', 'scroll-margin'];

it('suggests the attribute a typo was meant to be', () => {
  expect(['max-compre', 'brnad', 'sitesection', 'oen', 'scroll-margn'].map((name) => closestName(name, known))).toEqual(
    ['max-compare', 'brand', 'site-section', 'oem', 'scroll-margin'],
  );
});

it('leaves other attributes alone', () => {
  expect(
    ['title', 'id', 'class', 'data-brand', 'lang', 'hidden', 'open'].map((name) => closestName(name, known)),
  ).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
});

it('measures edits symmetrically, zero only for equal names, and never more than the longer name', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
      const distance = editDistance(a, b);
      expect(distance).toBe(editDistance(b, a));
      expect(distance === 0).toBe(a === b);
      expect(distance).toBeLessThanOrEqual(Math.max(a.length, b.length));
    }),
  );
});

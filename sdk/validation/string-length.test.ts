import fc from 'fast-check';
import { expect, it } from 'vitest';
import { codePointCount, maxLength, minLength } from './checks.ts';

it('counts code points as JSON Schema does: a surrogate pair is one character, a lone surrogate one too', () => {
  expect(codePointCount('MG4')).toBe(3);
  expect(codePointCount('🚗🔌')).toBe(2);
  expect(codePointCount('a\ud83dz')).toBe(3);
  expect(codePointCount('\ude97\ud83d')).toBe(2);
  fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => codePointCount(text) === [...text].length));
});

it('holds minLength and maxLength in code points, whatever the UTF-16 length says', () => {
  // Four cars are 8 UTF-16 units: within a 4-character maximum, under a 5-character minimum.
  expect(maxLength('🚗🚗🚗🚗', 4)).toBeUndefined();
  expect(maxLength('🚗🚗🚗🚗🚗', 4)?.rule).toBe('must have at most 4 characters');
  expect(minLength('🚗🚗🚗🚗', 5)?.rule).toBe('must have at least 5 characters');
  expect(minLength('🚗🚗🚗🚗🚗', 5)).toBeUndefined();
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.nat(30), (text, bound) => {
      const points = [...text].length;
      expect(maxLength(text, bound) === undefined).toBe(points <= bound);
      expect(minLength(text, bound) === undefined).toBe(points >= bound);
    }),
  );
});

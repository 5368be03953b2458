import { expect, it } from 'vitest';
import { collectIssues, optionalStrings } from './checks.ts';

const texts = ['title', 'next', 'back'] as const;

it('passes an object of listed texts, absent texts and keys it does not list, whatever their values', () => {
  expect(optionalStrings({ title: 'Your current vehicle', next: 'Next' }, texts)).toBeUndefined();
  expect(optionalStrings({}, texts)).toBeUndefined();
  // A provider may add fields: an unlisted key is not this rule's to judge.
  expect(optionalStrings({ title: 'Compare', extra: 42 }, texts)).toBeUndefined();
  // A value that is not an object is left to the type check.
  expect(optionalStrings('title', texts)).toBeUndefined();
});

it('refuses a listed text that is not a string, naming it, and collects every one', () => {
  expect(optionalStrings({ title: 'Compare', next: 7 }, texts)).toEqual({ path: ['next'], rule: 'must be string' });
  const check = (value: unknown) => optionalStrings(value, texts);
  expect(collectIssues(check, { title: null, next: 'Next', back: ['Back'] })).toEqual([
    { path: ['title'], rule: 'must be string' },
    { path: ['back'], rule: 'must be string' },
  ]);
});

it('reads only the object’s own keys: a polluted prototype is never taken for a text', () => {
  const inherited = Object.create({ title: 5 }) as Record<string, unknown>;
  inherited.next = 'Next';
  expect(optionalStrings(inherited, texts)).toBeUndefined();
  expect(optionalStrings(JSON.parse('{"__proto__": 5, "title": "Compare"}'), [...texts, '__proto__'])).toEqual({
    path: ['__proto__'],
    rule: 'must be string',
  });
});

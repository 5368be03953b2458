import { expect, it } from 'vitest';
import { fillPlaceholders } from './calculator-texts.ts';
import { placeholderParts } from './placeholder-parts.ts';

it('sets the named values apart and fills the rest as fillPlaceholders does', () => {
  expect(
    placeholderParts(
      'You gave your email address as {email} and your telephone number as {phone}. {unknown} stays.',
      { email: 'sam.jones-whitfield@example.co.uk', phone: '07700 900123' },
      ['email'],
    ),
  ).toEqual([
    'You gave your email address as ',
    { name: 'email', value: 'sam.jones-whitfield@example.co.uk' },
    ' and your telephone number as 07700 900123. {unknown} stays.',
  ]);
});

it('leaves a named placeholder without a value as written, and drops empty parts', () => {
  expect(placeholderParts('{reference}', { reference: 'q-1' }, ['reference'])).toEqual([
    { name: 'reference', value: 'q-1' },
  ]);
  expect(placeholderParts('Ref {reference}.', {}, ['reference'])).toEqual(['Ref {reference}.']);
});

it('reads, joined, exactly as fillPlaceholders fills the same text', () => {
  const values = { email: 'a$&b@example.com', reference: 'q-1', lender: 'Lender', count: 3, empty: '' };
  for (const text of [
    '{email}',
    '{reference}{email}',
    '{email} and {email} again',
    '{{email}}',
    '{constructor} {count} {unknown}',
    'Ref {empty}{reference}.',
    '',
  ]) {
    const parts = placeholderParts(text, values, ['email', 'reference', 'empty']);
    expect(parts.map((part) => (typeof part === 'string' ? part : part.value)).join('')).toBe(
      fillPlaceholders(text, values),
    );
    // No part is empty: an empty value is no element of its own.
    expect(parts.every((part) => (typeof part === 'string' ? part : part.value) !== '')).toBe(true);
  }
});

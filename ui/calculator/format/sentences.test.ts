import { expect, it } from 'vitest';
import { sentences } from './sentences.ts';

it('ends each text with one full stop before the next, and leaves the last as written', () => {
  expect(sentences(['There is a problem', 'Sorry, we could not. Ask the dealer.', 'Enter a postcode'])).toBe(
    'There is a problem. Sorry, we could not. Ask the dealer. Enter a postcode',
  );
  expect(sentences(['Is this right?', 'Check it'])).toBe('Is this right? Check it');
  expect(sentences(['Only one'])).toBe('Only one');
  // A configured text with spaces round it, an empty one, or one ending in an ellipsis adds no stray full stop.
  expect(sentences(['There is a problem ', ' ', 'Wait…', 'Enter a postcode'])).toBe(
    'There is a problem. Wait… Enter a postcode',
  );
  expect(sentences([])).toBe('');
});

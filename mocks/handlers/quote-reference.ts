/** Crockford's base 32, lower case: no i, l, o or u, so a reference read aloud or retyped is not misread. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A fresh quote-request reference: `q-` and 8 random characters of {@link ALPHABET} (40 bits), e.g. `q-7k2m9x4p`.
 * Random, not counted: a reference a customer quotes must not let anyone guess another customer's.
 */
export function randomQuoteReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `q-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

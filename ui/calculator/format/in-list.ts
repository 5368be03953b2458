/**
 * Things named in a sentence, as the figures' other British formats say them: "A, B and C". The formatter is made on
 * its first use, not when the module loads (intl-on-first-use.ts says why: the first step imports this).
 */
let made: Intl.ListFormat | undefined;

/** `items` as one phrase: "Average MPG and Average mileage". */
export function inList(items: readonly string[]): string {
  made ??= new Intl.ListFormat('en-GB', { type: 'conjunction' });
  return made.format(items);
}

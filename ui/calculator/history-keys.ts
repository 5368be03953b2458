/**
 * Each calculator on the page records its steps in the browser's history under a key of its own (use-step-history.ts):
 * its brand, or for a second calculator of the same brand `MG#2`, and so on, in the order they start. On a page that
 * loads the same way each time, each calculator gets the same key again after a reload.
 */
const claimed = new Set<string>();

/** The first free key for a calculator of `brand`, now taken until `releaseHistoryKey`. */
export function claimHistoryKey(brand: string): string {
  let key = brand;
  for (let n = 2; claimed.has(key); n += 1) key = `${brand}#${n}`;
  claimed.add(key);
  return key;
}

/** Frees `key` (its calculator has left the page). */
export function releaseHistoryKey(key: string): void {
  claimed.delete(key);
}

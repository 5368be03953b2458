/**
 * The known attribute name an unknown one is probably a typo of. TypeScript cannot flag a misspelt hyphenated JSX
 * attribute (`max-compre`), and HTML never does, so the element warns about near-misses at run time.
 */

/** Levenshtein distance: insertions, deletions and substitutions. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The closest of `known` to `name` when it is a near-miss (one edit for names of up to 4 letters, else two), or
 * undefined: other attributes (global HTML ones like `title`, `data-*`) are none of our business.
 */
export function closestName(name: string, known: Iterable<string>): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if (distance > 0 && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  const allowed = Math.min(name.length, best?.name.length ?? 0) <= 4 ? 1 : 2;
  return best && best.distance <= allowed ? best.name : undefined;
}

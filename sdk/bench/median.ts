/** The median of `values` (the mean of the middle two for an even count); throws on an empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('[hcuk] bench: median of no values; measure at least once');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

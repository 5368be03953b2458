/**
 * Merges the elements of an example array into one template element: an object keeps only the fields that every
 * element has (and that are never null), so a Pact `eachLike` template holds for every element a provider returns.
 */
export function mergeExamples(elements: readonly unknown[]): unknown {
  const [first] = elements;
  if (Array.isArray(first)) return elements.flatMap((element) => (Array.isArray(element) ? element : []));
  if (first === null || typeof first !== 'object') return first;
  const objects = elements as Record<string, unknown>[];
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(first)) {
    const values = objects.map((object) => object[key]);
    if (values.some((value) => value === undefined || value === null)) continue;
    merged[key] = mergeExamples(values);
  }
  return merged;
}

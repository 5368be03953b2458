/**
 * Reading a map keyed by names from the configuration or storage (charge types, profile shares) by its own keys only: a
 * charge type named `constructor`, `toString` or `__proto__` must read as that type's value, never as a function
 * inherited from `Object.prototype`.
 */

/** `record[key]` when `record` holds `key` itself; default `undefined`, also for inherited names. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** `record[key]` when it is the record's own finite number; default `fallback`. */
export function ownNumber(record: Readonly<Record<string, unknown>>, key: string, fallback: number): number {
  const value = ownValue(record, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * Keeps the calculator's state across reloads (spec section 4): session storage under `hcuk-calculator:<brand>`,
 * with a version. A stored value that is corrupt, from another version or foreign to this configuration is
 * discarded; storage that cannot be used (private mode, quota) degrades to memory for the page's lifetime.
 */
import type { CalculatorState } from './calculator-state.ts';
import { isStoredState } from './stored-state-guard.ts';

/** The stored format's version; a stored value with any other version is discarded. */
export const storedStateVersion = 1;

/** The storage key of a brand's calculator. */
export const storageKey = (brand: string): string => `hcuk-calculator:${brand}`;

/** Reads and writes one brand's stored state. */
export interface CalculatorStore {
  load(): CalculatorState | undefined;
  save(state: CalculatorState): void;
  clear(): void;
}

/** The minimal storage interface (`sessionStorage`, or a stand-in). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Memory used where session storage is unavailable; shared by every calculator on the page, keyed the same way.
const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    // Reading the property itself throws in some private modes and sandboxed frames.
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** A store for `brand`'s calculator, checked against the configuration's charge types. */
export function createCalculatorStore(
  brand: string,
  chargeTypes: readonly string[],
  storage: KeyValueStorage | null = sessionStorageOrNull(),
): CalculatorStore {
  const key = storageKey(brand);
  let backing = storage ?? memoryStorage;
  const discard = () => {
    try {
      backing.removeItem(key);
    } catch {
      // Nothing to do: the value is ignored either way.
    }
  };
  return {
    load() {
      let raw: string | null = null;
      try {
        raw = backing.getItem(key);
        const stored: unknown = raw === null ? undefined : JSON.parse(raw);
        const { version, state } = (stored ?? {}) as { version?: unknown; state?: unknown };
        // A visit stored before the finance example (issue 17) has no finance choices yet: it is kept, with none.
        const filled = typeof state === 'object' && state !== null ? { financeChoices: {}, ...state } : state;
        if (version === storedStateVersion && isStoredState(filled, chargeTypes)) return filled;
      } catch {
        // Corrupt JSON or unreadable storage: start afresh.
      }
      if (raw !== null) discard();
      return undefined;
    },
    save(state) {
      const value = JSON.stringify({ version: storedStateVersion, state });
      try {
        backing.setItem(key, value);
      } catch {
        // Quota or a storage that refuses writes: keep going in memory.
        backing = memoryStorage;
        backing.setItem(key, value);
      }
    },
    clear: discard,
  };
}

/**
 * Keeps the calculator's state across reloads: session storage under `hcuk-calculator:<brand>` (`MG#2` for a second
 * calculator of a brand: stored-visit-name.ts), with a version. A
 * stored value that is corrupt, from another version or foreign to this configuration is discarded; storage that cannot
 * be used (private mode, quota) degrades to memory for the page's lifetime.
 * Reading it is bounded, so a reload stays quick whatever is stored: the selection and compared lists are cut to
 * `maxStoredIds` before anything reads them, and the visit restarts on the nearest step its data supports.
 */

import { choicesFor } from '../selection/selection-transitions.ts';
import type { CalculatorState } from './calculator-state.ts';
import { isStoredState, type StoredStateRules } from './stored-state-guard.ts';
import { onSupportedStep } from './supported-step.ts';

/** The stored format's version; a stored value with any other version is discarded. */
export const storedStateVersion = 1;

/**
 * The most ids a stored selection or compared list keeps: the calculator never holds more than `max-compare` (at
 * most 6), so a longer list was not written by it; cutting it first keeps a reload linear, whatever is stored.
 */
export const maxStoredIds = 200;

/** The storage key of a calculator stored as `name` (its brand, or `MG#2`). */
export const storageKey = (name: string): string => `hcuk-calculator:${name}`;

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

/**
 * `state` with its id lists cut to `maxStoredIds` and repeated ids dropped, and finance choices kept only for the
 * compared editions (the only ones the calculator keeps them for); anything else as it is.
 */
function boundIds(state: unknown): unknown {
  if (typeof state !== 'object' || state === null) return state;
  const bounded = (list: unknown) => (Array.isArray(list) ? [...new Set(list.slice(0, maxStoredIds))] : list);
  const { selected, compared, financeChoices } = state as Record<string, unknown>;
  const keptCompared = bounded(compared);
  const choices =
    Array.isArray(keptCompared) && typeof financeChoices === 'object' && financeChoices !== null
      ? choicesFor(keptCompared, financeChoices as Record<string, never>)
      : financeChoices;
  return { ...state, selected: bounded(selected), compared: keptCompared, financeChoices: choices };
}

/**
 * A store for the calculator stored as `name` (its brand, or `MG#2`), checked against the configuration's charge
 * types, prices and price ranges.
 */
export function createCalculatorStore(
  name: string,
  rules: StoredStateRules,
  storage: KeyValueStorage | null = sessionStorageOrNull(),
): CalculatorStore {
  const key = storageKey(name);
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
        // A visit stored before the finance example has no finance choices yet, and one stored before real-world
        // figures no basis: it is kept, with none and with real-world figures (the default).
        const filled =
          typeof state === 'object' && state !== null ? { financeChoices: {}, basis: 'real-world', ...state } : state;
        const bounded = version === storedStateVersion ? boundIds(filled) : undefined;
        if (isStoredState(bounded, rules)) return onSupportedStep(bounded);
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

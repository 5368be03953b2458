/**
 * Keeps keyboard focus in place when an item is removed from a list: it moves to the next item's Remove button
 * (else the previous one's, else `fallback`) instead of falling to the page when the pressed button disappears.
 */
import { type RefObject, useEffect, useRef } from 'react';

/** Ref callbacks for each item's Remove button, and the calls to make just before removing. */
export function useRemovalFocus(ids: readonly string[], fallback?: RefObject<HTMLElement | null>) {
  const buttons = useRef(new Map<string, HTMLElement>());
  // undefined: nothing pending; null: the fallback; else the id whose button takes focus.
  const pending = useRef<string | null | undefined>(undefined);
  const key = ids.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes (`key`), after the removal.
  useEffect(() => {
    if (pending.current === undefined) return;
    const target = pending.current === null ? fallback?.current : buttons.current.get(pending.current);
    pending.current = undefined;
    target?.focus();
  }, [key]);
  return {
    /** The ref for `id`'s Remove button. */
    buttonRef: (id: string) => (element: HTMLElement | null) => {
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
    /** Call before removing `id`. */
    removing: (id: string) => {
      const index = ids.indexOf(id);
      pending.current = ids[index + 1] ?? ids[index - 1] ?? null;
    },
    /** Call before removing everything. */
    clearing: () => {
      pending.current = null;
    },
  };
}

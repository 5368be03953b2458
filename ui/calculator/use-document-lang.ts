/**
 * The page's language (`<html lang>`), kept current: a single-page app switches language by changing it, and a
 * calculator without its own `locale` follows the page's, as documented, at once (not at its next render for some
 * other reason). One observer for every calculator on the page, while any is mounted.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer && typeof MutationObserver === 'function') {
    observer = new MutationObserver(() => {
      for (const notify of listeners) notify();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    observer?.disconnect();
    observer = undefined;
  };
}

const documentLang = () => document.documentElement.lang;

/** `<html lang>`, re-rendering the caller when it changes. */
export const useDocumentLang = (): string => useSyncExternalStore(subscribe, documentLang, documentLang);

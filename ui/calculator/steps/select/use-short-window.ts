/**
 * Whether the browser's window is short: a phone held sideways (812 × 375) is wide enough for the desktop basket, a
 * slot per model with its name, but those slots wrap onto rows that took 245 of its 375 px (a phone review, Firefox),
 * leaving the cards a band of about 130 px. A short window gets the thumbnails that open the basket in a dialog, as a
 * narrow one does. Follows the window as it turns; false where the page has no `matchMedia` (jsdom).
 */
import { useSyncExternalStore } from 'react';

/** The tallest window, in CSS pixels, that counts as short: a phone on its side, not a laptop. */
export const shortWindowMaxHeight = 480;

const query = `(max-height: ${shortWindowMaxHeight}px)`;
const list = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

function subscribe(onChange: () => void): () => void {
  const media = list();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

/** Whether the window is at most `shortWindowMaxHeight` tall. */
export function useShortWindow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => list()?.matches ?? false,
    () => false,
  );
}

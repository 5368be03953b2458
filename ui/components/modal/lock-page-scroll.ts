/**
 * Stops the page scrolling behind open modals; stacked modals share one lock, released when the last one closes. The
 * lock is held exactly while a modal is open, so it also says whether one is (`pageScrollLocked`), and where the page
 * stood as the first opened (`restoreLockedScroll`).
 */

let holders = 0;
let previousOverflow = '';
/** Told when the first modal opens (`true`) and when the last one closes (`false`). */
const watchers = new Set<(locked: boolean) => void>();
/** Where the page was scrolled as the lock was taken: it cannot move while held. */
let lockedAt = { x: 0, y: 0 };

/** Sets `overflow: hidden` on the page's root element; the returned function restores the previous inline value. */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    lockedAt = { x: globalThis.scrollX ?? 0, y: globalThis.scrollY ?? 0 };
  }
  holders += 1;
  if (holders === 1) for (const watcher of watchers) watcher(true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      root.style.overflow = previousOverflow;
      for (const watcher of watchers) watcher(false);
    }
  };
}

/**
 * Calls `watcher` with `true` when a first modal opens on the page and `false` when the last one closes; the returned
 * function stops it.
 */
export function watchPageScrollLock(watcher: (locked: boolean) => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** Whether a modal holds the lock: one is open on the page. */
export const pageScrollLocked = (): boolean => holders > 0;

/**
 * Puts the page back where it stood as the last lock was taken, once the browser has restored the scroll of the entry
 * Back moved to (after `popstate`, before the next frame): a dialog that took Back leaves the visitor where they were.
 */
export function restoreLockedScroll(): void {
  const { x, y } = lockedAt;
  requestAnimationFrame(() => globalThis.scrollTo(x, y));
}

/**
 * The open modals, newest last. One document listener serves them all and passes keys only to the topmost, so
 * Escape closes one modal at a time, and the page keeps its own keys when no modal is open.
 */

type KeyHandler = (event: KeyboardEvent) => void;

const handlers: KeyHandler[] = [];

function onKeyDown(event: KeyboardEvent): void {
  handlers[handlers.length - 1]?.(event);
}

/** Makes `handler` the topmost modal's key handler; the returned function removes it (default: no modal open). */
export function pushModalKeyHandler(handler: KeyHandler): () => void {
  // Capturing on the document, so keys are caught even when focus has left the dialog (e.g. a click on the page).
  if (handlers.length === 0) document.addEventListener('keydown', onKeyDown, true);
  handlers.push(handler);
  return () => {
    const index = handlers.lastIndexOf(handler);
    if (index >= 0) handlers.splice(index, 1);
    if (handlers.length === 0) document.removeEventListener('keydown', onKeyDown, true);
  };
}

/** The modals open on the page, and the `popstate` events that closed one (modal.tsx). */
const openModals = new Set<object>();
const closedByBack = new WeakSet<Event>();

/** Where the page was scrolled as the first of the open modals opened (the page cannot scroll behind them). */
let scrolledAtOpen = { x: 0, y: 0 };

/** Counts `modal` open until the returned function is called. */
export function markModalOpen(modal: object): () => void {
  if (openModals.size === 0) scrolledAtOpen = { x: globalThis.scrollX ?? 0, y: globalThis.scrollY ?? 0 };
  openModals.add(modal);
  return () => openModals.delete(modal);
}

/**
 * Puts the page back where it was as the modals opened, once the browser has restored the scroll of the entry Back
 * moved to (after `popstate`, before the next frame): a dialog that took Back leaves the visitor where they were.
 */
export function keepScrollOfModals(): void {
  const { x, y } = scrolledAtOpen;
  requestAnimationFrame(() => globalThis.scrollTo(x, y));
}

/** Records that `event` (a `popstate`) closed a modal. */
export function markClosedByBack(event: Event): void {
  closedByBack.add(event);
}

/**
 * Whether the browser's Back or Forward (`event`) is a dialog's to take: a modal anywhere on the page is open, or this
 * very event has closed one. Both, so the answer is the same whichever `popstate` listener the page runs first.
 */
export function dialogTakesBack(event: Event): boolean {
  return openModals.size > 0 || closedByBack.has(event);
}

/**
 * The open modals, newest last. One document listener serves them all and passes keys only to the topmost, so
 * Escape closes one modal at a time, and the page keeps its own keys when no modal is open.
 */

import { pageScrollLocked } from './lock-page-scroll.ts';

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

/** The `popstate` events of a return the page's own code made, not the visitor's Back: they close no modal. */
const quiet = new WeakSet<Event>();

/** Records that `event` (a `popstate`) is a return the page made (a closed dialog's entry gone over). */
export function markQuietPopstate(event: Event): void {
  quiet.add(event);
}

/** Whether `event` is such a return. */
export const isQuietPopstate = (event: Event): boolean => quiet.has(event);

/** The `popstate` events that closed a modal (modal.tsx). */
const closedByBack = new WeakSet<Event>();

/** Records that `event` (a `popstate`) closed a modal. */
export function markClosedByBack(event: Event): void {
  closedByBack.add(event);
}

/**
 * Whether the browser's Back or Forward (`event`) is a dialog's to take: a modal anywhere on the page is open (it holds
 * the page's scroll lock), or this very event has closed one. Both, so the answer is the same whichever `popstate`
 * listener the page runs first.
 */
export function dialogTakesBack(event: Event): boolean {
  return pageScrollLocked() || closedByBack.has(event);
}

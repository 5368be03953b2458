/**
 * Keeps keyboard focus inside a dialog while it is open: focuses its first control on open, cycles Tab and
 * Shift+Tab at the ends and from what the dialog focused itself, pulls focus back if it escapes, calls `onEscape` on
 * Escape, and returns focus to the element that had it before opening. With stacked dialogs only the topmost gets the keys.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { deepActiveElement } from './deep-active-element.ts';
import { pushModalKeyHandler } from './modal-stack.ts';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The dialog's focusable elements, in document order. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter((el) => !el.closest('[hidden]'));
}

/**
 * Traps focus in `ref` while `active` and it is the topmost open dialog; `onEscape` is called on Escape. Focus returns
 * to `openerRef.current`, the element that had focus as the dialog was asked for (by the time this effect runs,
 * content that focuses itself on mount, such as a sent request's confirmation, may already have taken it), or where
 * that is not known, to what had focus when the trap started.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  openerRef: RefObject<HTMLElement | null>,
): void {
  // A ref, so a new callback on re-render does not re-run the trap (which would move focus again).
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;
  useEffect(() => {
    const dialog = ref.current;
    if (!active || !dialog) return;
    const opener = openerRef.current ?? deepActiveElement();
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const focusables = () => focusableWithin(dialog);
    (focusables()[0] ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      const current = root.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (!(current instanceof Node) || !dialog.contains(current)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && (current === first || current === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      } else if (!items.includes(current as HTMLElement)) {
        // Focus on what the dialog focused itself (a sent request's confirmation, tabindex -1): the browser's next
        // stop from there may be behind the dialog, so the next control in the dialog's order is picked here.
        event.preventDefault();
        const following = (item: HTMLElement) =>
          current.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING;
        const next = event.shiftKey ? items.findLast((item) => !following(item)) : items.find(following);
        (next ?? (event.shiftKey ? last : first)).focus();
      }
    };
    const release = pushModalKeyHandler(onKeyDown);
    return () => {
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, active, openerRef]);
}

/** Warns once per button when it shows only an icon and nothing names it, so it would be announced unnamed. */
import { type RefObject, useEffect, useRef } from 'react';

/** Text a screen reader would read inside `node`, following slots to what is assigned to them. */
function spokenText(node: Node): string {
  if (node instanceof HTMLSlotElement) return node.assignedNodes({ flatten: true }).map(spokenText).join('');
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return Array.from(node.childNodes).map(spokenText).join('');
}

/** Logs a `[hcuk]` warning (once per button) when `icon` is set and the button has no text and no `accessibleLabel`. */
export function useIconOnlyWarning(
  ref: RefObject<HTMLElement | null>,
  icon: string | undefined,
  accessibleLabel: string | undefined,
): void {
  const warned = useRef(false);
  useEffect(() => {
    const button = ref.current;
    if (warned.current || !button || !icon || accessibleLabel?.trim()) return;
    if (spokenText(button).trim()) return;
    warned.current = true;
    console.warn(
      `[hcuk] button with icon "${icon}" has no text and no accessible-label (accessibleLabel); it has no accessible name`,
    );
  });
}

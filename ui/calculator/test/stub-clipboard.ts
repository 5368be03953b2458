/**
 * A clipboard that keeps what is written to it, for a test of Copy a link. Test files share their page
 * (vite.config.ts), so the clipboard goes back as it was when the test finishes.
 */
import { onTestFinished } from 'vitest';

/** What the calculator writes to the clipboard during this test, in order. */
export function stubClipboard(): string[] {
  const copied: string[] = [];
  const writeText = async (text: string) => {
    copied.push(text);
  };
  const before = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  onTestFinished(() => {
    if (before) Object.defineProperty(navigator, 'clipboard', before);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });
  return copied;
}

/**
 * A field's error said aloud once the visitor pauses: for a field whose value applies as it is typed (the comparison's
 * mileage, the finance example's deposit, a charging price), where focus stays in the field and a message tied to it
 * by `aria-describedby` alone is never read (WCAG 3.3.1, 4.1.3). Said after the same pause the field waits before it
 * applies a value, so a figure on its way ("1", "12", "120") is not read out at every keystroke.
 */
import { useEffect, useState } from 'react';

/** A polite live region that says `error`, with "Error: " before it, once it has stayed the same for `delayMs`. */
export function SettledAnnouncement({ error, delayMs }: { error: string | undefined; delayMs: number }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!error) {
      setSaid('');
      return;
    }
    const timer = setTimeout(() => setSaid(`Error: ${error}`), delayMs);
    return () => clearTimeout(timer);
  }, [error, delayMs]);
  return (
    <span className="hcuk-visually-hidden" aria-live="polite" aria-atomic="true">
      {said}
    </span>
  );
}

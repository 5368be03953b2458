/**
 * A message said aloud once the visitor pauses: the error of a field whose value applies as it is typed (the
 * comparison's mileage, the finance example's deposit, a charging price), where focus stays in the field and a
 * message tied to it by `aria-describedby` alone is never read (WCAG 3.3.1, 4.1.3), or the charging shares' total
 * while a slider moves. Said after the same pause the fields wait before they apply a value, so a figure on its way
 * ("1", "12", "120", or each 5% of a slider) is not read out at every keystroke.
 */
import { useEffect, useState } from 'react';

/** A polite live region that says `message` once it has stayed the same for `delayMs`; nothing while there is none. */
export function SettledAnnouncement({ message, delayMs }: { message: string | undefined; delayMs: number }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!message) {
      setSaid('');
      return;
    }
    const timer = setTimeout(() => setSaid(message), delayMs);
    return () => clearTimeout(timer);
  }, [message, delayMs]);
  return (
    <span className="hcuk-visually-hidden" aria-live="polite" aria-atomic="true">
      {said}
    </span>
  );
}

/**
 * The compare step's live region: when the figures or the period change, screen readers hear the new figures
 * once, politely, after they have stood for a second (`announceAfterMs`). The compare step's mileage applies 300 ms
 * after typing pauses, so a visitor typing 12000 at a screen reader's pace would otherwise hear the figures for 1,
 * 12, 120 and 1,200 miles on the way; and while new figures compute, nothing is said until they arrive.
 */
import { useEffect, useState } from 'react';

/** How long figures must stand before they are announced: 1 s, about as long as a tab's name takes to be read. */
export const announceAfterMs = 1000;

/** Props of `ResultsAnnouncer`. */
export interface ResultsAnnouncerProps {
  /** The summary of the figures on screen; empty while there are none. */
  text: string;
  /** Whether the figures on screen are the previous ones while new ones compute. */
  updating: boolean;
}

/** A visually hidden polite live region. */
export function ResultsAnnouncer({ text, updating }: ResultsAnnouncerProps) {
  const [said, setSaid] = useState(text);
  useEffect(() => {
    if (updating || text === said) return;
    const timer = setTimeout(() => setSaid(text), announceAfterMs);
    return () => clearTimeout(timer);
  }, [text, updating, said]);
  return (
    <div className="hcuk-visually-hidden" aria-live="polite" aria-atomic="true" data-results-announcer="">
      {said}
    </div>
  );
}

/**
 * The compare step's live region: when the figures or the period change, screen readers hear the new figures
 * once, politely. While new figures compute, the last announcement stays, so nothing is said until they arrive.
 */
import { useState } from 'react';

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
  // Derived during render (React's pattern for state that follows a prop), only once the figures have settled.
  if (!updating && text !== said) setSaid(text);
  return (
    <div className="hcuk-visually-hidden" aria-live="polite" aria-atomic="true" data-results-announcer="">
      {updating ? said : text}
    </div>
  );
}

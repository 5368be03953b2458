/**
 * The compare step's live region: when the figures or the period change, screen readers hear the new figures
 * once, politely. The text changes only when the figures do, so a re-render announces nothing.
 */

/** Props of `ResultsAnnouncer`. */
export interface ResultsAnnouncerProps {
  /** The summary to announce; empty while there is nothing to say. */
  text: string;
}

/** A visually hidden polite live region. */
export function ResultsAnnouncer({ text }: ResultsAnnouncerProps) {
  return (
    <div className="hcuk-visually-hidden" aria-live="polite" aria-atomic="true" data-results-announcer="">
      {text}
    </div>
  );
}

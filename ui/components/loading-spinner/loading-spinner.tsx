/** An accessible loading indicator: a `role="status"` region whose text is announced. */

/** Props of `LoadingSpinner`. */
export interface LoadingSpinnerProps {
  /** The announced text; default `Loading…`. */
  label?: string;
  /** Shows the text beside the spinner (otherwise it is for screen readers only); default `true`. */
  showLabel?: boolean;
  /** Spinner diameter in pixels; default 40. */
  size?: number;
  /**
   * Announces the text (`role="status"`); default `true`. `false` where several spinners show at once for one wait
   * (a card each), so a screen reader hears it once, from the one that announces, not once per card.
   */
  announce?: boolean;
}

/** A spinning ring with a status text. */
export function LoadingSpinner({
  label = 'Loading…',
  showLabel = true,
  size = 40,
  announce = true,
}: LoadingSpinnerProps) {
  return (
    <div className="hcuk-spinner" role={announce ? 'status' : undefined}>
      <span className="hcuk-spinner__ring" part="ring" style={{ width: size, height: size }} aria-hidden="true" />
      <span className={showLabel ? 'hcuk-spinner__label' : 'hcuk-visually-hidden'} part="label">
        {label}
      </span>
    </div>
  );
}

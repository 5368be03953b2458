/** An accessible loading indicator: a `role="status"` region whose text is announced. */

/** Props of `LoadingSpinner`. */
export interface LoadingSpinnerProps {
  /** The announced text; default `Loading…`. */
  label?: string;
  /** Shows the text beside the spinner (otherwise it is for screen readers only); default `true`. */
  showLabel?: boolean;
  /** Spinner diameter in pixels; default 40. */
  size?: number;
}

/** A spinning ring with a status text. */
export function LoadingSpinner({ label = 'Loading…', showLabel = true, size = 40 }: LoadingSpinnerProps) {
  return (
    <div className="hcuk-spinner" role="status">
      <span className="hcuk-spinner__ring" part="ring" style={{ width: size, height: size }} aria-hidden="true" />
      <span className={showLabel ? 'hcuk-spinner__label' : 'hcuk-visually-hidden'} part="label">
        {label}
      </span>
    </div>
  );
}

/**
 * A field's error in the GOV.UK Design System's pattern: above the input, "Error: " for screen readers before the
 * message, and an id the input names in `aria-describedby`. Nothing when there is no error.
 */

/** The message, or nothing. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="calc-field__error" id={id}>
      <span className="hcuk-visually-hidden">Error: </span>
      {message}
    </p>
  );
}

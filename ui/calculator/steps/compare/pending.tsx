/**
 * A figure not on screen: "Not available" when it could not be given, or a quiet dash while it is calculated, so
 * the one loading message of the results is the only one a visitor sees and hears.
 */

/** `text`, or an unspoken dash when there is none. */
export function Pending({ text }: { text: string }) {
  return text ? (
    <span className="calc-pending">{text}</span>
  ) : (
    <span className="calc-pending" aria-hidden="true">
      –
    </span>
  );
}

/**
 * A link-styled button that shows and hides the panel under it (WAI-ARIA Disclosure: `aria-expanded`, and
 * `aria-controls` naming the panel). Closed by default, or open from the start where it holds what the visitor must
 * see.
 */
import { type ReactNode, useId, useState } from 'react';

/** Props of `LinkDisclosure`. */
export interface LinkDisclosureProps {
  /** The button's text, e.g. "Change term, deposit or mileage". */
  label: string;
  /** The panel's class. */
  panelClassName?: string;
  /**
   * Mount the panel's content only once opened, for content that asks the server when it mounts (PCP against HP).
   * Default: mounted from the start and hidden while closed, so fields keep what was typed when closed.
   */
  mountWhenOpen?: boolean;
  /** Open as it first renders (a field in it refused what the visitor typed); default closed. */
  initiallyOpen?: boolean;
  children: ReactNode;
}

/** The button, then its panel. */
export function LinkDisclosure(props: LinkDisclosureProps) {
  const { label, panelClassName, mountWhenOpen = false, initiallyOpen = false, children } = props;
  const id = useId();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button
        type="button"
        className="calc-link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <div id={id} hidden={!open} className={panelClassName}>
        {open || !mountWhenOpen ? children : null}
      </div>
    </>
  );
}

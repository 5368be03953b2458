/**
 * A link-styled button that shows and hides the panel under it (WAI-ARIA Disclosure: `aria-expanded`, and
 * `aria-controls` naming the panel). Closed by default.
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
  children: ReactNode;
}

/** The button, then its panel. */
export function LinkDisclosure({ label, panelClassName, mountWhenOpen = false, children }: LinkDisclosureProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
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

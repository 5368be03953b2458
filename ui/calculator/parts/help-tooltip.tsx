/**
 * Help as a tooltip, in the WAI-ARIA tooltip pattern: an info button described by the tooltip, shown on hover, focus
 * and tap, hidden on Escape or when focus leaves.
 */
import { useId, useState } from 'react';
import { Icon } from '../../components/icon/icon.tsx';

/** Props of `HelpTooltip`. */
export interface HelpTooltipProps {
  /** What the help is about, for the button's name: "About Average MPG". */
  topic: string;
  text: string;
}

/** An info button with its tooltip. */
export function HelpTooltip({ topic, text }: HelpTooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover on the wrapper keeps the tooltip open while the pointer moves onto it (WCAG 1.4.13); the button handles keyboard and touch.
    <span className="calc-tooltip" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="calc-tooltip__trigger"
        aria-label={`About ${topic}`}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <Icon name="info" />
      </button>
      <span role="tooltip" id={id} className="calc-tooltip__bubble" hidden={!open}>
        {text}
      </span>
    </span>
  );
}

/**
 * Help as a tooltip, in the WAI-ARIA tooltip pattern: an info button described by the tooltip, shown on hover, focus
 * and tap, hidden on Escape or when focus leaves. While it is open, Escape anywhere hides it, whoever holds focus
 * (WCAG 1.4.13: one opened by hovering must be dismissible without moving the pointer), before a dialog around it
 * sees the key; and a tap outside hides it, as a phone's browser may never move focus off a tapped button. An open
 * bubble is kept within the window, measured again when the window changes size (a phone turned on its side).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../../components/icon/icon.tsx';

/** The least gap between a tooltip and the edge of the window, in pixels. */
const edgeGap = 8;

/**
 * Moves an open bubble sideways so all of it is on screen: centred on its button, it would run off a phone's window
 * beside a button near an edge (WCAG 1.4.10). Measured once it is laid out, before it is painted.
 */
function keepOnScreen(bubble: HTMLElement): void {
  bubble.style.removeProperty('--_shift');
  const { left, right } = bubble.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shift = right > width - edgeGap ? width - edgeGap - right : left < edgeGap ? edgeGap - left : 0;
  // Whole pixels, rounded away from the edge, so the gap is never a fraction short.
  if (shift !== 0) bubble.style.setProperty('--_shift', `${shift < 0 ? Math.floor(shift) : Math.ceil(shift)}px`);
}

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
  const wrapper = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      if (bubble.current) keepOnScreen(bubble.current);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) setOpen(false);
    };
    // Capture, so the tooltip closes before a dialog it sits in takes the same Escape as its own.
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover on the wrapper keeps the tooltip open while the pointer moves onto it (WCAG 1.4.13); the button handles keyboard and touch.
    <span className="calc-tooltip" ref={wrapper} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="calc-tooltip__trigger"
        aria-label={`About ${topic}`}
        // An icon alone has no text for click tracking.
        tracking-title={`About ${topic}`}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      >
        <Icon name="info" />
      </button>
      <span role="tooltip" id={id} className="calc-tooltip__bubble" hidden={!open} ref={bubble}>
        {text}
      </span>
    </span>
  );
}

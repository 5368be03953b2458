/**
 * The modal dialog: close button, optional title, message, sanitised HTML content, optional confirm and cancel buttons,
 * max width 550px by default; fades and scales in over 300 ms and out over 200 ms.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button/button.tsx';
import { HtmlContent } from '../html-content/html-content.tsx';
import { Icon } from '../icon/icon.tsx';
import { animationMs } from '../motion/animation-ms.ts';
import { prefersReducedMotion } from '../motion/reduced-motion.ts';
import { doubleTapMs } from '../press/double-tap.ts';
import { useStyles } from '../styles/use-styles.ts';
import { deepActiveElement } from './deep-active-element.ts';
import { inertOutside } from './inert-outside.ts';
import { lockPageScroll } from './lock-page-scroll.ts';
import { type ModalCloseReason, modalDefaults } from './modal-defaults.ts';
import { isQuietPopstate, markClosedByBack } from './modal-stack.ts';
import { modalStyles } from './modal-styles.ts';
import { useFocusTrap } from './use-focus-trap.ts';

/** Props of `Modal`. */
export interface ModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the user closes it (the parent sets `open` to false); never while it is closing. */
  onClose: (reason: ModalCloseReason) => void;
  /** Title; default none (the dialog is then named by `label`, else its message, else `Dialog`). */
  heading?: string;
  /** Accessible name when there is no heading; default none (then the message, else `Dialog`). */
  label?: string;
  /** Plain-text message; default none. */
  message?: string;
  /** HTML content, sanitised before it is shown; default none. */
  content?: string;
  /** Label of the confirm button; default none (no button). */
  confirmLabel?: string;
  /** Label of the cancel button; default none (no button). */
  cancelLabel?: string;
  /** Accessible name of the close button; default `Close`. */
  closeLabel?: string;
  /** The Retry button shown when the content's HTML sanitiser cannot be downloaded; default `Retry`. */
  retryLabel?: string;
  /** Maximum width in pixels; default 550. */
  maxWidth?: number;
  /** Interactive content of the host component's own (React), after the HTML content; default none. */
  children?: ReactNode;
}

/**
 * A modal dialog that traps focus, makes the page behind it inert, closes on Escape and on the browser's Back, locks page
 * scroll while open and returns focus to its opener.
 */
export function Modal(props: ModalProps) {
  const { open, onClose, heading, message, content, confirmLabel, cancelLabel } = props;
  useStyles(modalStyles);
  const [mounted, setMounted] = useState(open);
  const modalRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const messageId = useId();

  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    // Stay mounted for the exit animation (none when the user prefers reduced motion): as long as the dialog's runs,
    // which a host sets with --hcuk-duration-out (200 ms by default, the time used where none is computed).
    const exitMs = prefersReducedMotion() ? 0 : (animationMs(dialogRef.current) ?? modalDefaults.exitMs);
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => (open ? lockPageScroll() : undefined), [open]);
  // The page behind is inert while the dialog is open (released as it starts to close, before focus goes back to its
  // opener: an effect declared ahead of the focus trap's is cleaned up first).
  useEffect(() => (open && mounted && modalRef.current ? inertOutside(modalRef.current) : undefined), [open, mounted]);

  // The browser's Back (a phone's back gesture) closes an open dialog, as it does an app's. A calculator on the page
  // keeps its step meanwhile (`dialogTakesBack`, use-step-history.ts).
  const onBack = useRef(() => {});
  onBack.current = () => requestClose('back');
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      // A return the page made over a closed dialog's entry, heard by one opened since: not the visitor's Back.
      if (isQuietPopstate(event)) return;
      markClosedByBack(event);
      onBack.current();
    };
    globalThis.addEventListener('popstate', close);
    return () => globalThis.removeEventListener('popstate', close);
  }, [open]);

  // During the exit transition the modal is still on screen: a second click must not close it again.
  const requestClose = (reason: ModalCloseReason) => {
    if (open) onClose(reason);
  };
  // A press in the dialog that shrinks it (Send, whose confirmation is shorter than the form) leaves the backdrop
  // under the thumb: the second tap of a double-tap there is part of that press, not a wish to close what it showed
  // (a phone review: the quote's confirmation closed unread).
  const pressedInDialogAt = useRef(Number.NEGATIVE_INFINITY);
  // Who had focus as the dialog was asked for, read as `open` turns true (before the content mounts and may take focus
  // itself: WebKit then returned focus to the page's body, a phone review found, after a sent request's confirmation).
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = deepActiveElement();
  wasOpen.current = open;
  useFocusTrap(dialogRef, open && mounted, () => requestClose('escape'), opener);
  if (!mounted) return null;

  return (
    <div ref={modalRef} className="hcuk-modal" data-state={open ? 'open' : 'closing'}>
      <div
        className="hcuk-modal__backdrop"
        part="backdrop"
        aria-hidden="true"
        onClick={() => {
          if (performance.now() - pressedInDialogAt.current >= doubleTapMs) requestClose('backdrop');
        }}
      />
      <div
        ref={dialogRef}
        className="hcuk-modal__dialog"
        part="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={heading ? headingId : undefined}
        aria-describedby={message ? messageId : undefined}
        aria-label={heading ? undefined : props.label || message || 'Dialog'}
        tabIndex={-1}
        style={{ maxWidth: props.maxWidth ?? modalDefaults.maxWidth }}
        onPointerDown={() => {
          pressedInDialogAt.current = performance.now();
        }}
      >
        <button
          type="button"
          className="hcuk-modal__close"
          part="close-button"
          aria-label={props.closeLabel ?? 'Close'}
          // An icon alone has no text for click tracking.
          tracking-title={props.closeLabel ?? 'Close'}
          onClick={() => requestClose('close')}
        >
          <Icon name="close" variant="small" />
        </button>
        {heading ? (
          <h2 id={headingId} className="hcuk-modal__title" part="title">
            {heading}
          </h2>
        ) : null}
        {message ? (
          <p id={messageId} className="hcuk-modal__message" part="message">
            {message}
          </p>
        ) : null}
        {content ? <HtmlContent html={content} className="hcuk-modal__content" retryLabel={props.retryLabel} /> : null}
        {props.children}
        {confirmLabel || cancelLabel ? (
          <div className="hcuk-modal__actions" part="actions">
            {cancelLabel ? (
              <Button variant="secondary" label={cancelLabel} onClick={() => requestClose('cancel')} />
            ) : null}
            {confirmLabel ? <Button label={confirmLabel} onClick={() => requestClose('confirm')} /> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

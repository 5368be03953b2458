/**
 * A step's form: no browser validation (the step's own messages speak), and submit runs `onSubmit` in place. Its
 * submit button is never disabled (the GOV.UK Design System's advice, and WCAG 3.3.1): a disabled default button
 * stops Enter and a phone's Go key from submitting at all, and drops out of the Tab order, so the visitor learns
 * nothing. A step that cannot go on returns `false`; once it has rendered its messages, focus moves to the first
 * element marked `data-step-stop="error"` (a field at fault, or a message such as the charging total), or failing
 * that the first marked `"check"` (a field whose unlikely figure the visitor is asked to check), which a screen
 * reader then reads with its message. Only what can stop the step is marked: the plate lookup's own error is not.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** What stops a step, as its `data-step-stop` attribute: an error first, then a figure to check. */
export type StepStop = 'error' | 'check';

/** Props of `StepForm`. */
export interface StepFormProps {
  /** Goes on, or returns `false` when the step's answers cannot be used yet. */
  onSubmit: () => boolean | undefined;
  children: ReactNode;
}

/** A `form` that never navigates. */
export function StepForm({ onSubmit, children }: StepFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // Counts refused submits, so each one moves focus once its messages are on screen.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused === 0) return;
    const first = (stop: StepStop) => form.current?.querySelector<HTMLElement>(`[data-step-stop="${stop}"]`);
    const stop = first('error') ?? first('check');
    // Centred, so a note under its field (a figure to check) is in sight with it, clear of a host's sticky bar.
    stop?.focus({ preventScroll: true });
    stop?.scrollIntoView?.({ block: 'center' });
  }, [refused]);
  return (
    <form
      ref={form}
      className="calc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (onSubmit() === false) setRefused((count) => count + 1);
      }}
    >
      {children}
    </form>
  );
}

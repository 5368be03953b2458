/**
 * A step's form: no browser validation (the step's own messages speak), and submit runs `onSubmit` in place. Its
 * submit button is never disabled (the GOV.UK Design System's advice, and WCAG 3.3.1): a disabled default button
 * stops Enter and a phone's Go key from submitting at all, and drops out of the Tab order, so the visitor learns
 * nothing. A step that cannot go on returns `false`; once it has rendered its messages, focus moves to the first
 * field at fault (`aria-invalid="true"`) or message marked `data-step-error`, which a screen reader then reads.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

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
    // The plate lookup sits in the vehicle step's form but never stops it: its own error is not the step's fault.
    if (refused > 0)
      form.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"]:not(.calc-plate__input), [data-step-error]')
        ?.focus();
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

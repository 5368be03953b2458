/** A step's form: no browser validation (the step's own messages speak), and submit runs `onSubmit` in place. */
import type { ReactNode } from 'react';

/** Props of `StepForm`. */
export interface StepFormProps {
  onSubmit: () => void;
  children: ReactNode;
}

/** A `form` that never navigates. */
export function StepForm({ onSubmit, children }: StepFormProps) {
  return (
    <form
      className="calc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

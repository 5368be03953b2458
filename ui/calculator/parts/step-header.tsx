/**
 * A step's title and description. The title is focusable from script only: after a step change it takes focus
 * (see use-step-change.ts), here when it mounts after that change (a step that loaded from its chunk).
 */
import { useEffect, useRef } from 'react';
import { useCalculatorSetup } from '../calculator-context.ts';

/** Props of `StepHeader`. */
export interface StepHeaderProps {
  title: string;
  description?: string;
}

/** The step's `h2` and its description. */
export function StepHeader({ title, description }: StepHeaderProps) {
  const { headingFocus } = useCalculatorSetup();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!headingFocus.current) return;
    headingFocus.current = false;
    heading.current?.focus({ preventScroll: true });
  }, [headingFocus]);
  return (
    <header className="calc-step-header">
      <h2 ref={heading} className="calc-step-header__title" tabIndex={-1} data-step-heading="">
        {title}
      </h2>
      {description ? <p className="calc-step-header__description">{description}</p> : null}
    </header>
  );
}

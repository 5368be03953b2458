/** A step's title and description; the title takes focus when the step changes (see use-step-change.ts). */

/** Props of `StepHeader`. */
export interface StepHeaderProps {
  title: string;
  description?: string;
}

/** The step's `h2` (focusable from script only) and its description. */
export function StepHeader({ title, description }: StepHeaderProps) {
  return (
    <header className="calc-step-header">
      <h2 className="calc-step-header__title" tabIndex={-1} data-step-heading="">
        {title}
      </h2>
      {description ? <p className="calc-step-header__description">{description}</p> : null}
    </header>
  );
}

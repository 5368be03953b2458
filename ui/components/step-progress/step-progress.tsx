/**
 * The step indicator: numbered, labelled steps with a current step, a light or dark style, and completed steps that can
 * be clicked (or activated from the keyboard) to go back to them when enabled.
 */
import type { Step } from './step-list.ts';

/** Props of `StepProgress`. */
export interface StepProgressProps {
  /** The steps in order. */
  steps: readonly Step[];
  /** The current step's value; default the first step. */
  current?: string;
  /** Light or dark style; default `light`. */
  appearance?: 'light' | 'dark';
  /** Whether completed steps can be clicked; default `false`. */
  clickable?: boolean;
  /** Accessible name of the list; default `Progress`. */
  label?: string;
  /** Called with a completed step's value and index when it is chosen. */
  onStepSelect?: (value: string, index: number) => void;
  /**
   * The completed steps' values, where a later step can be completed too (a visitor who went back to edit); default
   * every step before the current one. Only these are announced "(completed)".
   */
  completed?: readonly string[];
  /**
   * The steps that can be chosen when `clickable`, completed or not (a step whose prerequisites are done); default the
   * completed ones.
   */
  reachable?: readonly string[];
}

/** An ordered list of numbered steps. */
export function StepProgress(props: StepProgressProps) {
  const { steps, appearance = 'light', clickable = false, label = 'Progress', onStepSelect } = props;
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.value === props.current),
  );
  return (
    <nav className={`hcuk-steps hcuk-steps--${appearance}`} aria-label={label}>
      <ol className="hcuk-steps__list">
        {steps.map((step, index) => {
          const done = props.completed ? props.completed.includes(step.value) : index < currentIndex;
          const state = index === currentIndex ? 'current' : done ? 'complete' : 'upcoming';
          const choosable = index !== currentIndex && (props.reachable ? props.reachable.includes(step.value) : done);
          const body = (
            <>
              <span className="hcuk-steps__circle" part="circle" aria-hidden="true">
                {index + 1}
              </span>
              <span className="hcuk-steps__label" part="label">
                {step.label}
                {state === 'complete' ? <span className="hcuk-visually-hidden"> (completed)</span> : null}
              </span>
            </>
          );
          return (
            <li
              key={step.value}
              className={`hcuk-steps__step is-${state}`}
              part={`step step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {choosable && clickable ? (
                <button type="button" className="hcuk-steps__target" onClick={() => onStepSelect?.(step.value, index)}>
                  {body}
                </button>
              ) : (
                <span className="hcuk-steps__target">{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * A text input in the GOV.UK Design System's pattern: a label, optional help, an inline error above the input
 * that says what to do, `aria-describedby` tying help, error, the echo of what a typed price means ("136.0p a
 * litre") and a request to check an unlikely figure to it, and a visible prefix (£) for money. A whole-number field
 * asks a phone for the digits keypad, which has no full stop to slip into "10.000". Arrow Up and Down step the value
 * by `step`, never below `min`.
 */
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { readFieldNumber, roundTo } from '../state/vehicle/index.ts';
import { FieldError } from './field-error.tsx';
import { SettledAnnouncement } from './settled-announcement.tsx';
import type { StepStop } from './step-form.tsx';

/** Props of `TextField`. */
export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The message shown above the input; default none. */
  error?: string;
  /** Help beside the label (a tooltip) and below it (a link); default none. */
  labelHelp?: ReactNode;
  help?: ReactNode;
  /** Shown before the input, e.g. £; default none. */
  prefix?: string;
  /** Shown after the input, e.g. a period select; default none. */
  after?: ReactNode;
  /** Text after the input that is part of its meaning ("miles per week"), tied to it; default none. */
  suffix?: string;
  /** What the typed value means, under the input and tied to it ("136.0p a litre"); default none. */
  echo?: string;
  /** A request to check a figure few visitors mean ("4.5 mpg is less than almost any car achieves…"); default none. */
  check?: string;
  /** Whether the field takes whole numbers only (miles, pounds of deposit or tax): the digits keypad; default no. */
  whole?: boolean;
  /** What Arrow Up and Down add or take away, and the lowest value they reach. */
  step: number;
  min: number;
  /** Decimal places kept when stepping; default 0. */
  decimals?: number;
  /** Input width class: `short` (5 characters) or `medium`; default `short`. */
  width?: 'short' | 'medium';
  /**
   * For a field whose value applies as it is typed: its error is also said aloud once typing has paused this long
   * (`settled-announcement.tsx`); default never (a step's field is read with its error when Next focuses it).
   */
  announceErrorAfterMs?: number;
}

/** A labelled text input with an inline error. */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, error, prefix, step, min, decimals = 0 } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const suffixId = `${id}-suffix`;
  const echoId = `${id}-echo`;
  const checkId = `${id}-check`;
  // What Next, refused, focuses first (step-form.tsx).
  const stop: StepStop | undefined = error ? 'error' : props.check ? 'check' : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    // Read as the field's rule reads it: "1,36" steps from 1.36, and "10.000" miles does not step from 10.
    const current = readFieldNumber(value, Boolean(props.whole));
    if (current === undefined) return;
    event.preventDefault();
    const next = Math.max(min, roundTo(current + (event.key === 'ArrowUp' ? step : -step), decimals));
    onChange(next.toFixed(decimals));
  };
  return (
    <div className={`calc-field${error ? ' calc-field--error' : ''}`}>
      <div className="calc-field__label-row">
        <label className="calc-field__label" htmlFor={id}>
          {label}
        </label>
        {props.labelHelp}
      </div>
      <FieldError id={errorId} message={error} />
      {props.announceErrorAfterMs === undefined ? null : (
        <SettledAnnouncement message={error && `Error: ${error}`} delayMs={props.announceErrorAfterMs} />
      )}
      <div className="calc-field__control">
        {prefix ? (
          <span className="calc-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          className={`calc-field__input calc-field__input--${props.width ?? 'short'}`}
          type="text"
          inputMode={props.whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          data-step-stop={stop}
          aria-describedby={
            [error ? errorId : '', props.suffix ? suffixId : '', props.echo ? echoId : '', props.check ? checkId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => onChange(event.target.value)}
          onBlur={props.onBlur}
          onKeyDown={onKeyDown}
        />
        {props.suffix ? (
          <span className="calc-field__suffix" id={suffixId}>
            {props.suffix}
          </span>
        ) : null}
        {props.after}
      </div>
      {props.echo ? (
        <p className="calc-field__echo" id={echoId}>
          {props.echo}
        </p>
      ) : null}
      {/* A polite live region, always there, so the note is heard when it appears (the visitor has just left the
          field) and when Next, refused for it, adds to it while focus stays in the field (Enter typed there). */}
      <div aria-live="polite" aria-atomic="true">
        {props.check ? (
          <p className="calc-field__check" id={checkId}>
            {props.check}
          </p>
        ) : null}
      </div>
      {props.help}
    </div>
  );
}

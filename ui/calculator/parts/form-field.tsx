/**
 * A text input for words, not numbers (the quote request's name, email, telephone and postcode), in the GOV.UK
 * Design System's pattern: a label, an optional hint, an inline error above the input that says what to do, and
 * `aria-describedby` tying hint and error to it, and a request to check what was typed under it; the browser's
 * autofill named by `autoComplete`.
 */
import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error.tsx';

/** Props of `FormField`. */
export interface FormFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The message above the input; default none. */
  error?: string;
  /** Text under the label; default none. */
  hint?: string;
  /** The input's type; default `text`. */
  type?: 'text' | 'email' | 'tel';
  /** The autofill token (`given-name`, `email`, `postal-code`...). */
  autoComplete: string;
  /**
   * Input width class: `medium`, `long` (default), or wide enough for 10 or 20 characters (the GOV.UK Design
   * System's fixed widths, 23ex and 41ex): a postcode, a telephone number at the document's longest. Every character
   * typed is then in sight, a digit too many included, not scrolled out of the field.
   */
  width?: 'medium' | 'long' | 'chars-10' | 'chars-20';
  /** The input's id, for an error summary's link; default a generated one. */
  id?: string;
  /** A request to check what was typed, under the input ("did you mean sam@gmail.com?"); default none. */
  check?: ReactNode;
  /** Called when the visitor leaves the input; default nothing. */
  onBlur?: () => void;
}

/** A labelled text input with its hint and error. */
export function FormField(props: FormFieldProps) {
  const generated = useId();
  const id = props.id ?? generated;
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : '', props.check ? `${id}-check` : '']
    .join(' ')
    .trim();
  return (
    <div className={`calc-field${props.error ? ' calc-field--error' : ''}`}>
      <label className="calc-field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.hint ? (
        <p className="calc-field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={props.error} />
      <input
        id={id}
        className={`calc-field__input calc-field__input--${props.width ?? 'long'}`}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        spellCheck={false}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      {/* A polite live region, always there, so the request is heard as it appears (the visitor has just left). */}
      <div aria-live="polite" aria-atomic="true">
        {props.check ? (
          <div className="calc-field__check" id={`${id}-check`}>
            {props.check}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** A labelled native select (the label visible, or read only by screen readers), with its options as data. */
import { type ReactNode, useId } from 'react';

/** One option: its value, its text, and whether it can be chosen (a separator or a status cannot). */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of `SelectField`. */
export interface SelectFieldProps {
  label: string;
  /** Keeps the label for screen readers only (a select beside another field's label); default false. */
  hiddenLabel?: boolean;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Wide enough for long option texts; default false. */
  wide?: boolean;
  /** The wrapping element's class; default none (no wrapper: the label and select stand in the parent). */
  className?: string;
  /** After the select, inside the wrapper (e.g. a Clear link); default none. */
  after?: ReactNode;
}

/** A `label` and a `select`. */
export function SelectField(props: SelectFieldProps) {
  const id = useId();
  const field = (
    <>
      <label className={props.hiddenLabel ? 'hcuk-visually-hidden' : 'calc-field__label'} htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className={props.wide ? 'calc-select calc-select--wide' : 'calc-select'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {props.after}
    </>
  );
  return props.className ? <div className={props.className}>{field}</div> : field;
}

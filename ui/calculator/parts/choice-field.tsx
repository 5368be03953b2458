/**
 * A choice of a few options as native radios in a fieldset, side by side (WAI-ARIA Radio Group, from the browser):
 * the fuel on the first step, the figures' basis on the comparison.
 */
import { useId } from 'react';

/** Props of `ChoiceField`. */
export interface ChoiceFieldProps<Value extends string> {
  legend: string;
  /** Each option's value and visible label, in order. */
  choices: readonly (readonly [value: Value, label: string])[];
  chosen: Value;
  onChoose: (value: Value) => void;
  /** A class beside `calc-fieldset`, for the field's own spacing. */
  className?: string;
}

/** The fieldset, its legend and one radio per choice. */
export function ChoiceField<Value extends string>(props: ChoiceFieldProps<Value>) {
  const name = useId();
  return (
    <fieldset className={props.className ? `calc-fieldset ${props.className}` : 'calc-fieldset'}>
      <legend className="calc-field__label">{props.legend}</legend>
      <div className="calc-radios calc-radios--inline">
        {props.choices.map(([value, label]) => (
          <label key={value} className="calc-radio">
            <input
              type="radio"
              name={name}
              value={value}
              checked={props.chosen === value}
              onChange={() => props.onChoose(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

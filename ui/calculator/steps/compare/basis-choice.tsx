/**
 * Which figures the new cars are costed at: expected real-world figures (the default, like for like with the
 * visitor's own mpg) or the official WLTP ones. A radio group (WAI-ARIA Radio Group, native radios); each card then
 * says what the other figures would show. Shown only when the configuration can adjust official figures.
 */
import { useId } from 'react';
import { useCalculator } from '../../calculator-context.ts';
import type { CalculationBasis } from '../../state/store/index.ts';

/** The radios, or nothing without the configuration's real-world adjustment. */
export function BasisChoice() {
  const { texts, setup, state, dispatch } = useCalculator();
  const id = useId();
  const t = texts.compare;
  if (!setup.realWorld) return null;
  const choices: [CalculationBasis, string][] = [
    ['real-world', t.realWorldFigures],
    ['official', t.officialFigures],
  ];
  return (
    <fieldset className="calc-fieldset calc-basis">
      <legend className="calc-field__label">{t.basisLabel}</legend>
      <div className="calc-radios calc-radios--row">
        {choices.map(([basis, label]) => (
          <label key={basis} className="calc-radio">
            <input
              type="radio"
              name={id}
              checked={state.basis === basis}
              onChange={() => dispatch({ type: 'compare/basis', basis })}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The fuel choice: Petrol (inc Hybrid) or Diesel, as a native radio group in a fieldset. */
import { useId } from 'react';
import { useCalculator } from '../../calculator-context.ts';
import type { Fuel } from '../../state/vehicle/index.ts';

/** Two radios; choosing one switches the price to its default only while the price is the other fuel's default. */
export function FuelChoice() {
  const { texts, state, dispatch } = useCalculator();
  const name = useId();
  const choices: [Fuel, string][] = [
    ['petrol', texts.vehicle.petrolLabel],
    ['diesel', texts.vehicle.dieselLabel],
  ];
  return (
    <fieldset className="calc-fieldset">
      <legend className="calc-field__label">{texts.vehicle.fuelLabel}</legend>
      <div className="calc-radios calc-radios--inline">
        {choices.map(([fuel, label]) => (
          <label key={fuel} className="calc-radio">
            <input
              type="radio"
              name={name}
              value={fuel}
              checked={state.vehicle.fuel === fuel}
              onChange={() => dispatch({ type: 'vehicle/fuel', fuel })}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

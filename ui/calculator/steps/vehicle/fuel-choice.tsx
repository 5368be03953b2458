/** The fuel choice: Petrol (inc Hybrid) or Diesel, as a native radio group in a fieldset. */
import { useCalculator } from '../../calculator-context.ts';
import { ChoiceField } from '../../parts/choice-field.tsx';

/** Two radios; choosing one switches the price to its default only while the price is the other fuel's default. */
export function FuelChoice() {
  const { texts, state, dispatch } = useCalculator();
  return (
    <ChoiceField
      legend={texts.vehicle.fuelLabel}
      choices={[
        ['petrol', texts.vehicle.petrolLabel],
        ['diesel', texts.vehicle.dieselLabel],
      ]}
      chosen={state.vehicle.fuel}
      onChoose={(fuel) => dispatch({ type: 'vehicle/fuel', fuel })}
    />
  );
}

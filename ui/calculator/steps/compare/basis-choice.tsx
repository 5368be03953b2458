/**
 * Which figures the new cars are costed at: expected real-world figures (the default, like for like with the
 * visitor's own mpg) or the official WLTP ones. A radio group (WAI-ARIA Radio Group, native radios); each card then
 * says what the other figures would show. Shown only when the configuration can adjust official figures.
 */
import { useCalculator } from '../../calculator-context.ts';
import { ChoiceField } from '../../parts/choice-field.tsx';

/** The radios, or nothing without the configuration's real-world adjustment. */
export function BasisChoice() {
  const { texts, setup, state, dispatch } = useCalculator();
  const t = texts.compare;
  if (!setup.realWorld) return null;
  return (
    <ChoiceField
      className="calc-basis"
      legend={t.basisLabel}
      choices={[
        ['real-world', t.realWorldFigures],
        ['official', t.officialFigures],
      ]}
      chosen={state.basis}
      onChoose={(basis) => dispatch({ type: 'compare/basis', basis })}
    />
  );
}

/**
 * The home electricity price in one choice, so a visitor on a standard tariff need not type its price: the
 * configuration's tariffs (an EV off-peak tariff, the standard price cap rate), each with its price in pence, and
 * Another price, which opens the Home price editor.
 * A radio group (WAI-ARIA Radio Group, native radios); shown only while some charging is at home.
 */
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useCalculator } from '../../calculator-context.ts';
import { chosenTariff, offeredHomeTariffs } from '../../state/charging/index.ts';
import { formatPence } from '../../state/prices/index.ts';
import { fillPlaceholders } from '../../state/texts/index.ts';

/** Props of `HomeTariffChoice`. */
export interface HomeTariffChoiceProps {
  /**
   * Another price was chosen: open the Home price editor, taking focus (`focus`) unless the visitor arrowed onto it.
   * Arrow keys move through a radio group and choose as they go (WAI-ARIA Radio Group): throwing focus out of the
   * group to a field further down would change the context on input (WCAG 3.2.2) and strand the visitor's arrows.
   */
  onOther: (focus: boolean) => void;
  /** A preset was chosen: a price being typed for Another price no longer applies. */
  onPreset: () => void;
  /** Whether a home price is being typed: Another price is then the choice shown. */
  typing: boolean;
}

/** The tariff radios, or nothing without tariffs or home charging. */
export function HomeTariffChoice({ onOther, onPreset, typing }: HomeTariffChoiceProps) {
  const { texts, setup, state, dispatch } = useCalculator();
  const id = useId();
  // Another price stays chosen once chosen, even if its price is still a preset's, and while a price is typed.
  const [other, setOther] = useState(false);
  // Whether an arrow key is down in the group: the change it makes lands on the next radio, before its keyup.
  const arrowed = useRef(false);
  const arrowWatch = {
    onKeyDown: (event: KeyboardEvent) => {
      arrowed.current = event.key.startsWith('Arrow');
    },
    onKeyUp: () => {
      arrowed.current = false;
    },
  };
  const t = texts.charging;
  const tariffs = offeredHomeTariffs(t.homeTariffs, setup.priceRanges.electricity);
  const home = state.charging.prices.home;
  if (tariffs.length === 0 || home === undefined || !state.charging.shares.home) return null;
  const chosen = other || typing ? -1 : chosenTariff(tariffs, home);
  return (
    <fieldset className="calc-fieldset calc-tariffs" aria-describedby={`${id}-hint`}>
      <legend className="calc-field__label">{t.homeTariffLabel}</legend>
      <p className="calc-note" id={`${id}-hint`}>
        {t.homeTariffHint}
      </p>
      <div className="calc-radios">
        {tariffs.map((tariff, index) => (
          <label key={tariff.label} className="calc-radio">
            <input
              type="radio"
              name={id}
              checked={chosen === index}
              {...arrowWatch}
              onChange={() => {
                setOther(false);
                onPreset();
                dispatch({ type: 'charging/price', chargeType: 'home', price: tariff.price });
              }}
            />
            <span>
              {tariff.label}, {fillPlaceholders(t.pricePerKwh, { pence: formatPence(tariff.price) })}
            </span>
          </label>
        ))}
        <label className="calc-radio">
          <input
            type="radio"
            name={id}
            checked={chosen < 0}
            {...arrowWatch}
            onChange={() => {
              setOther(true);
              onOther(!arrowed.current);
            }}
          />
          <span>
            {t.otherTariff}
            {chosen < 0 ? `, ${fillPlaceholders(t.pricePerKwh, { pence: formatPence(home) })}` : ''}
          </span>
        </label>
      </div>
    </fieldset>
  );
}

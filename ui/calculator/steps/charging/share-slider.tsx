/**
 * One charge type's share: a native range slider, step 5, whole percent, with its value as text for screen readers
 * ("80 percent"), beside the type's price per kWh.
 */
import { type CSSProperties, type ReactNode, useId } from 'react';
import { shareStep } from '../../state/charging/index.ts';

/** Props of `ShareSlider`. */
export interface ShareSliderProps {
  label: string;
  percent: number;
  onChange: (percent: number) => void;
  /** The price, or its editor, shown at the end of the row. */
  price: ReactNode;
  /** A request to check the price, under the row; default none. */
  note?: ReactNode;
}

/** A labelled slider row. */
export function ShareSlider({ label, percent, onChange, price, note }: ShareSliderProps) {
  const id = useId();
  return (
    <div className="calc-share">
      <label className="calc-share__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="calc-share__slider"
        type="range"
        min={0}
        max={100}
        step={shareStep}
        value={percent}
        aria-valuetext={`${percent} percent`}
        style={{ '--calc-share': `${percent}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output className="calc-share__value" htmlFor={id} aria-hidden="true">
        {percent}%
      </output>
      <span className="calc-share__price">{price}</span>
      {note}
    </div>
  );
}

/** The sort dropdown (spec section 2): Model, Price down, Price up. */
import { useId } from 'react';
import { useCalculator } from '../../calculator-context.ts';
import { type EditionSort, editionSorts } from '../../state/editions.ts';

/** The sort labels from content, by sort value. */
export function sortLabels(texts: ReturnType<typeof useCalculator>['texts']): Record<EditionSort, string> {
  const t = texts.select;
  return { model: t.sortModel, 'price-desc': t.sortPriceDesc, 'price-asc': t.sortPriceAsc };
}

/** Props of `SortSelect`. */
export interface SortSelectProps {
  onChange: (sort: EditionSort) => void;
}

/** A labelled select of the three sorts. */
export function SortSelect({ onChange }: SortSelectProps) {
  const { texts, state } = useCalculator();
  const id = useId();
  const labels = sortLabels(texts);
  return (
    <div className="calc-field calc-toolbar__item">
      <label className="calc-field__label" htmlFor={id}>
        {texts.select.sortLabel}
      </label>
      <select
        id={id}
        className="calc-select"
        value={state.sort}
        onChange={(event) => onChange(event.target.value as EditionSort)}
      >
        {editionSorts.map((sort) => (
          <option key={sort} value={sort}>
            {labels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The sort dropdown: Model, Price down, Price up. */
import { useCalculator } from '../../calculator-context.ts';
import { SelectField } from '../../parts/select-field.tsx';
import { type EditionSort, editionSorts } from '../../state/selection/index.ts';

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
  const labels = sortLabels(texts);
  return (
    <SelectField
      className="calc-field calc-toolbar__item"
      label={texts.select.sortLabel}
      value={state.sort}
      options={editionSorts.map((sort) => ({ value: sort, label: labels[sort] }))}
      onChange={(value) => onChange(value as EditionSort)}
    />
  );
}

/** A description list of label and figure rows; a row without a figure is left out; figures keep their units. */
import { wholeFigures } from '../../format/whole-figures.ts';

/** Props of `FigureList`. */
export interface FigureListProps {
  className: string;
  rows: readonly (readonly [label: string, value: string | null])[];
}

/** `<dl>` of the rows that have a value. */
export function FigureList({ className, rows }: FigureListProps) {
  return (
    <dl className={className}>
      {rows.flatMap(([label, value]) =>
        value === null
          ? []
          : [
              <div key={label}>
                <dt>{label}</dt>
                <dd>{wholeFigures(value)}</dd>
              </div>,
            ],
      )}
    </dl>
  );
}

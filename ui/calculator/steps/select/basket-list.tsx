/** The basket's slots: each selected edition with its picture, description and Remove; empty slots after them. */
import { useRef } from 'react';
import { useCalculatorSetup } from '../../calculator-context.ts';
import { EditionImage } from '../../parts/edition-image.tsx';
import { useRemovalFocus } from '../../parts/use-removal-focus.ts';
import type { BasketProps } from './basket-props.ts';

/** Props of `BasketList`: the basket's, and how many slots to show. */
export interface BasketListProps extends BasketProps {
  slots: number;
}

/** Slot numbers 1 to `count`: the keys of the slots, which have no other identity while empty. */
export const slotNumbers = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);

/** A list of slots, then Clear all when anything is selected. */
export function BasketList({ selected, slots, onRemove, onClear }: BasketListProps) {
  const { texts, imageUrl } = useCalculatorSetup();
  const t = texts.select;
  const body = useRef<HTMLDivElement>(null);
  // The list itself takes focus when its last item, or every item, goes.
  const removal = useRemovalFocus(
    selected.map((edition) => edition.id),
    body,
  );
  return (
    <div className="calc-basket__body" ref={body} tabIndex={-1}>
      <ul className="calc-slots">
        {slotNumbers(Math.max(slots, selected.length)).map((slot) => {
          const edition = selected[slot - 1];
          if (!edition) {
            return (
              <li key={`empty-${slot}`} className="calc-slot calc-slot--empty">
                <span className="hcuk-visually-hidden">Empty slot {slot}</span>
              </li>
            );
          }
          return (
            <li key={edition.id} className="calc-slot">
              <EditionImage src={imageUrl(edition.image)} className="calc-slot__image" />
              <span className="calc-slot__name">{edition.description}</span>
              <button
                ref={removal.buttonRef(edition.id)}
                type="button"
                className="calc-link calc-slot__remove"
                aria-label={`${t.remove} ${edition.description}`}
                onClick={() => {
                  removal.removing(edition.id);
                  onRemove(edition);
                }}
              >
                {t.remove}
              </button>
            </li>
          );
        })}
      </ul>
      {selected.length > 0 ? (
        <button
          type="button"
          className="calc-link"
          onClick={() => {
            removal.clearing();
            onClear();
          }}
        >
          {t.clearAll}
        </button>
      ) : null}
    </div>
  );
}

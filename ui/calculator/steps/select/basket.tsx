/**
 * The bottom basket, titled "Select up to {max} to compare": on wide screens one slot per possible edition, each filled
 * slot with Remove; on narrow screens round thumbnails that open the basket in a dialog. Clear all, the maximum text
 * once the maximum is reached, and Compare (disabled with nothing selected).
 */
import { useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { ModalOnDemand } from '../../../components/modal/modal-on-demand.tsx';
import { useCalculator } from '../../calculator-context.ts';
import { EditionImage } from '../../parts/edition-image.tsx';
import { BackToTop } from './back-to-top.tsx';
import { BasketList, slotNumbers } from './basket-list.tsx';
import type { BasketProps } from './basket-props.ts';

/** Props of `Basket`. */
export type { BasketProps } from './basket-props.ts';

/** The sticky basket bar. */
export function Basket({ ref, ...props }: BasketProps) {
  const { selected, maxText, onCompare } = props;
  const { texts, options, wide, imageUrl } = useCalculator();
  const [open, setOpen] = useState(false);
  const t = texts.select;
  const title = t.basketTitle;
  const full = selected.length >= options.maxCompare;
  const compare = (
    <Button label={`${t.compare} (${selected.length})`} disabled={selected.length === 0} onClick={onCompare} />
  );

  return (
    <section ref={ref} className="calc-basket" aria-label={title}>
      {props.watch ? <BackToTop watch={props.watch} /> : null}
      <div className="calc-basket__head">
        <h3 className="calc-basket__title">{title}</h3>
        {/* Always there, so reaching the maximum is announced: the other cards then cannot be chosen. */}
        <div role="status">{full ? <p className="calc-basket__max">{maxText}</p> : null}</div>
      </div>
      {wide ? (
        <BasketList {...props} slots={options.maxCompare} />
      ) : (
        <button
          type="button"
          className="calc-basket__thumbs"
          aria-haspopup="dialog"
          aria-label={`${selected.length} of ${options.maxCompare} selected: show your selection`}
          onClick={() => setOpen(true)}
        >
          {slotNumbers(options.maxCompare).map((slot) => {
            const edition = selected[slot - 1];
            return edition ? (
              <EditionImage key={edition.id} src={imageUrl(edition.image)} className="calc-thumb" />
            ) : (
              <span key={`empty-${slot}`} className="calc-thumb calc-thumb--empty" />
            );
          })}
        </button>
      )}
      <div className="calc-basket__actions">{compare}</div>
      {wide ? null : (
        <ModalOnDemand open={open} onClose={() => setOpen(false)} heading={title} label={title}>
          <BasketList {...props} slots={selected.length} />
          {/* Always there, so reaching the maximum is announced: the other cards then cannot be chosen. */}
          <div role="status">{full ? <p className="calc-basket__max">{maxText}</p> : null}</div>
          <div className="calc-actions">
            <Button
              label={`${t.compare} (${selected.length})`}
              disabled={selected.length === 0}
              onClick={() => {
                setOpen(false);
                onCompare();
              }}
            />
          </div>
        </ModalOnDemand>
      )}
    </section>
  );
}

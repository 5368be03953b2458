/**
 * The bottom basket, titled "Select up to {max} to compare": on wide screens one slot per possible edition, each filled
 * slot with Remove; on narrow screens round thumbnails that open the basket in a dialog. Clear all, the maximum text
 * once the maximum is reached, and Compare. Compare is never disabled (a disabled button leaves the Tab order and says
 * nothing): pressed with nothing chosen, it says to select a model, in the status region beside the maximum's.
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
  const { selected, fullText, onCompare } = props;
  const { texts, options, wide, imageUrl } = useCalculator();
  const [open, setOpen] = useState(false);
  const t = texts.select;
  const title = t.basketTitle;
  const showSelection = `${selected.length} of ${options.maxCompare} selected: show your selection`;
  // Compare pressed with nothing chosen: said until a model is chosen.
  const [askedEmpty, setAskedEmpty] = useState(false);
  if (askedEmpty && selected.length > 0) setAskedEmpty(false);
  const status = fullText ?? (askedEmpty && selected.length === 0 ? t.noneSelected : undefined);
  const statusRegion = <div role="status">{status ? <p className="calc-basket__max">{status}</p> : null}</div>;
  const compareOr = (then: () => void) => () => {
    if (selected.length === 0) setAskedEmpty(true);
    else then();
  };
  const compare = <Button label={`${t.compare} (${selected.length})`} onClick={compareOr(onCompare)} />;

  return (
    <section ref={ref} className="calc-basket" aria-label={title}>
      {props.watch ? <BackToTop watch={props.watch} /> : null}
      <div className="calc-basket__head">
        <h3 className="calc-basket__title">{title}</h3>
        {/* Always there, so reaching the maximum (the other cards then cannot be chosen), or Compare pressed with
            nothing chosen, is announced. */}
        {statusRegion}
      </div>
      {wide ? (
        <BasketList {...props} slots={options.maxCompare} />
      ) : (
        <button
          type="button"
          className="calc-basket__thumbs"
          aria-haspopup="dialog"
          aria-label={showSelection}
          // Thumbnails alone have no text for click tracking.
          tracking-title={showSelection}
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
          {statusRegion}
          <div className="calc-actions">
            <Button
              label={`${t.compare} (${selected.length})`}
              onClick={compareOr(() => {
                setOpen(false);
                onCompare();
              })}
            />
          </div>
        </ModalOnDemand>
      )}
    </section>
  );
}

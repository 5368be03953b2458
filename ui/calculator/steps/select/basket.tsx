/**
 * The bottom basket, titled "Select up to {max} to compare": on wide screens one slot per possible edition, each filled
 * slot with Remove; on narrow screens, and short ones (a phone on its side), round thumbnails that open the basket in
 * a dialog. Clear all, the maximum text once the maximum is reached, and Compare. Compare is never disabled (a disabled button leaves the Tab order and says
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
import { useShortWindow } from './use-short-window.ts';

/** Props of `Basket`. */
export type { BasketProps } from './basket-props.ts';

/** The sticky basket bar. */
export function Basket({ ref, ...props }: BasketProps) {
  const { selected, fullText, onCompare } = props;
  const { texts, options, wide: wideCalculator, imageUrl } = useCalculator();
  // A phone on its side is wide but short: its slots would wrap over most of the screen (use-short-window.ts).
  const short = useShortWindow();
  const wide = wideCalculator && !short;
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
    <>
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
      </section>
      {/* Beside the basket, not in it: the basket is sticky with a z-index of its own, a stacking context that would
          keep the dialog under a host's sticky header (the header covered the dialog's top and its close button). */}
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
    </>
  );
}

/**
 * Reset All, and its undo. Reset All clears the whole visit (the stored values, the comparison, prices being typed on
 * Charging, quote request forms being typed, deposits refused on Compare) and sits beside Next, so a slip of the thumb
 * is undone in one tap: "Everything is back to the example figures, and any comparison is cleared." with Undo reset,
 * which puts the visit back. It is offered while the visit is still as the reset left it: any change ends the offer (a
 * figure typed, a fuel chosen, another brand), as Undo would throw that change away.
 */
import { useEffect, useRef, useState } from 'react';
import { type CalculatorSetupValue, useCalculator } from '../../calculator-context.ts';
import { focusBeforeRemoval, stepHeading } from '../../parts/focus-before-removal.ts';
import type { CalculatorState } from '../../state/store/index.ts';

/** What Undo reset puts back, and the state the reset made (known once it has rendered). */
interface UndoOffer {
  before: CalculatorState;
  priceDrafts: Record<string, string | undefined>;
  quoteRequestDrafts: CalculatorSetupValue['quoteRequestDrafts']['current'];
  depositDrafts: Record<string, string | undefined>;
  after?: CalculatorState;
}

/** Props of `ResetAll`. */
export interface ResetAllProps {
  /** Whether the figures are the example ones: Reset All is then not offered (there is nothing to reset). */
  illustrative: boolean;
  /** Called as the visit is reset, before the state changes: the step forgets which fields were left. */
  onReset: () => void;
  /** Called as the visit is put back, with it. */
  onUndo: (before: CalculatorState) => void;
}

/** Reset All, and the status line with Undo reset. */
export function ResetAll({ illustrative, onReset, onUndo }: ResetAllProps) {
  const { texts, state, dispatch, priceDrafts, quoteRequestDrafts, depositDrafts } = useCalculator();
  const t = texts.vehicle;
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  useEffect(() => {
    setOffer((current) => (current && !current.after ? { ...current, after: state } : current));
  }, [state]);
  const undoable = offer?.after === state;
  // After Reset All, focus (and the view) goes to what it did and its Undo, beside where the visitor pressed: on a
  // phone the step's heading is a screen away from it, and a slip of the thumb was then undone only by scrolling back
  // (a phone review, Firefox and WebKit). The line holds focus while its Undo renders, then Undo takes it.
  const status = useRef<HTMLParagraphElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  const focusUndo = useRef(false);
  useEffect(() => {
    if (!undoable || !focusUndo.current) return;
    focusUndo.current = false;
    undo.current?.focus({ preventScroll: true });
    undo.current?.scrollIntoView?.({ block: 'center' });
  }, [undoable]);
  return (
    <>
      {illustrative ? null : (
        <button
          type="button"
          className="calc-link"
          onClick={() => {
            status.current?.focus({ preventScroll: true });
            focusUndo.current = true;
            onReset();
            setOffer({
              before: state,
              priceDrafts: priceDrafts.current,
              quoteRequestDrafts: quoteRequestDrafts.current,
              depositDrafts: depositDrafts.current,
            });
            priceDrafts.current = {};
            quoteRequestDrafts.current = {};
            depositDrafts.current = {};
            dispatch({ type: 'vehicle/reset' });
          }}
        >
          {t.resetAll}
        </button>
      )}
      {/* Always there, so what Reset All did is heard when it appears. */}
      <p role="status" className="calc-note calc-actions__status" tabIndex={-1} ref={status}>
        {undoable && offer ? (
          <>
            {t.resetDone}{' '}
            <button
              ref={undo}
              type="button"
              className="calc-link"
              onClick={(event) => {
                focusBeforeRemoval(event.currentTarget, ...stepHeading);
                onUndo(offer.before);
                priceDrafts.current = offer.priceDrafts;
                quoteRequestDrafts.current = offer.quoteRequestDrafts;
                depositDrafts.current = offer.depositDrafts;
                setOffer(null);
                dispatch({ type: 'vehicle/undo-reset', before: offer.before });
              }}
            >
              {t.undoReset}
            </button>
          </>
        ) : null}
      </p>
    </>
  );
}

/**
 * "Copy a link to this comparison": the host page's address with the comparison in its fragment
 * (`state/share/share-link.ts`: the visitor's inputs only, never personal data, never the number plate), copied to
 * the clipboard. Where the clipboard refuses (an insecure page, a denied permission), the link is shown selected in a
 * read-only field to copy by hand. The outcome is said in a status region.
 *
 * A mileage still waiting for the typing pause is applied first, so the link holds what the field shows: a phone
 * review typed 200 miles and pressed Copy at once, and the link carried the 150 applied before, a smaller saving than
 * the sender saw a moment later. One held for its check ("Use 1,500 miles per week") is not: the figures are not for it.
 * So is a deposit waiting out the same pause: one the lender would not accept never waits, and is not in the link.
 */
import { useRef, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { useCalculator } from '../../calculator-context.ts';
import { chooseFinance } from '../../state/finance/finance-transitions.ts';
import { encodeShareFragment } from '../../state/share/index.ts';
import { applyVehicle, typedMileage, vehicleFieldCheck } from '../../state/vehicle/index.ts';

/** The link to the visit's comparison on this page: its address with `fragment`. */
function comparisonLink(fragment: string): string {
  const { origin, pathname, search } = globalThis.location;
  return `${origin}${pathname}${search}#${fragment}`;
}

/** The button, and what happened. */
export function ShareLinkButton() {
  const { texts, state, options, setup, dispatch, pendingFinanceChoices } = useCalculator();
  const t = texts.compare.share;
  const [outcome, setOutcome] = useState<{ copied: true } | { copied: false; link: string } | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  // There is nothing to share until vehicle data has been accepted; the link itself is written on click, not on
  // every render of the comparison.
  if (state.accepted === null) return null;
  const copy = async () => {
    // The mileage field's own rule (compare-mileage.tsx): one neither costed nor held is applied now.
    const { costed, held } = typedMileage(state, vehicleFieldCheck('mileage', state.vehicle));
    let applied = costed || held ? state : applyVehicle(state, setup);
    if (applied !== state) dispatch({ type: 'vehicle/apply' });
    // Then each deposit waiting (finance-inputs.tsx), chosen as its field would choose it.
    for (const [id, pending] of Object.entries(pendingFinanceChoices.current)) {
      if (!pending) continue;
      applied = chooseFinance(applied, id, pending.choice);
      pending.apply();
    }
    const shared = encodeShareFragment(applied, options.brand);
    if (!shared) return;
    const link = comparisonLink(shared.fragment);
    try {
      await navigator.clipboard.writeText(link);
      setOutcome({ copied: true });
    } catch {
      setOutcome({ copied: false, link });
      requestAnimationFrame(() => field.current?.select());
    }
  };
  return (
    <div className="calc-share-link">
      <Button variant="secondary" label={t.copy} onClick={() => void copy()} />
      <div role="status">
        {outcome?.copied ? <p>{t.copied}</p> : null}
        {outcome && !outcome.copied ? (
          <label className="calc-share-link__fallback">
            {t.copyFailed}
            <input
              ref={field}
              className="calc-field__input"
              type="text"
              readOnly
              value={outcome.link}
              onFocus={(event) => event.target.select()}
            />
          </label>
        ) : null}
      </div>
    </div>
  );
}

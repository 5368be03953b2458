/**
 * An edition as a checkbox card: power train, model, description, its electric range (or mpg for a hybrid, which has no
 * electric range), on-the-road price, picture, and a Compare or Selected label. At the maximum, cards not selected are
 * dimmed and cannot be checked. Memoised on its props, which carry everything it shows (no context): a card re-renders
 * only when its own edition, state or texts change (a grid may hold 5,000 cards).
 */
import { memo, useId, useMemo } from 'react';
import { Icon } from '../../../components/icon/icon.tsx';
import { formatFigure } from '../../format/figures.ts';
import { formatPrice } from '../../format/money.ts';
import { powerTrainLabel } from '../../format/power-train.ts';
import { EditionImage } from '../../parts/edition-image.tsx';
import type { Edition } from '../../state/selection/index.ts';
import { type CalculatorTexts, fillPlaceholders } from '../../state/texts/index.ts';

/**
 * "218-mile official electric range (WLTP)", or "51.3 mpg official (WLTP)" for a hybrid; null when the figure is
 * unknown. Official, as the compare card labels the same figure: the first claim a visitor sees is qualified too
 * (CAP Code 3.7, the ASA on "up to" range claims).
 */
export function economyLine(edition: Edition, t: CalculatorTexts['select']): string | null {
  if (edition.powerTrain === 'hev') {
    return edition.mpg ? fillPlaceholders(t.mpgFigure, { mpg: formatFigure(edition.mpg) }) : null;
  }
  return edition.evRange ? fillPlaceholders(t.electricRangeMiles, { miles: formatFigure(edition.evRange) }) : null;
}

/** Props of `EditionCard`. */
export interface EditionCardProps {
  edition: Edition;
  checked: boolean;
  /**
   * While the maximum is reached and this card is not chosen: the id of the element that says why it cannot be
   * (the basket's maximum text). The card stays in the Tab order, marked `aria-disabled` and described by it, so a
   * keyboard or screen-reader visitor still finds it and hears why; a press changes nothing.
   */
  unavailable?: string;
  /** The models step's texts. */
  texts: CalculatorTexts['select'];
  /** Resolves the edition's picture against the API's host. */
  imageUrl: (src: string) => string;
  /** Called with the edition and whether it is now checked; keep its identity stable (`useStableHandler`). */
  onToggle: (edition: Edition, checked: boolean) => void;
}

/** One card in the grid. */
export const EditionCard = memo(function EditionCard(props: EditionCardProps) {
  const { edition, checked, unavailable, texts, imageUrl, onToggle } = props;
  const id = useId();
  const state = checked ? ' is-selected' : unavailable ? ' is-disabled' : '';
  const economy = useMemo(() => economyLine(edition, texts), [edition, texts]);
  return (
    <li className="calc-grid__item">
      <label className={`calc-card${state}`}>
        <input
          type="checkbox"
          className="calc-card__check"
          checked={checked}
          aria-disabled={unavailable ? true : undefined}
          aria-labelledby={`${id}-description`}
          aria-describedby={`${id}-train ${economy ? `${id}-economy ` : ''}${id}-price${unavailable ? ` ${unavailable}` : ''}`}
          onChange={(event) => {
            if (!unavailable) onToggle(edition, event.target.checked);
          }}
        />
        <CardDetails edition={edition} economy={economy} idBase={id} texts={texts} imageUrl={imageUrl} />
        <span className="calc-card__state" aria-hidden="true">
          <Icon name={checked ? 'check' : 'plus'} variant="small" />
          {checked ? texts.selectedLabel : texts.compareLabel}
        </span>
      </label>
    </li>
  );
});

interface CardDetailsProps extends Pick<EditionCardProps, 'edition' | 'texts' | 'imageUrl'> {
  economy: string | null;
  idBase: string;
}

// What a card shows of its edition, memoised apart from its checked and disabled state: reaching the maximum
// disables every other card, and only their inputs and labels change.
const CardDetails = memo(function CardDetails({ edition, economy, idBase, texts, imageUrl }: CardDetailsProps) {
  return (
    <>
      <EditionImage src={imageUrl(edition.image)} className="calc-card__image" />
      <span className="calc-card__train" id={`${idBase}-train`}>
        {powerTrainLabel(edition.powerTrain)}
      </span>
      <span className="calc-card__model">{edition.model}</span>
      <span className="calc-card__description" id={`${idBase}-description`}>
        {edition.description}
      </span>
      {economy ? (
        <span className="calc-card__economy" id={`${idBase}-economy`}>
          {economy}
        </span>
      ) : null}
      <span className="calc-card__price" id={`${idBase}-price`}>
        {edition.price === null ? texts.priceOnRequest : formatPrice(edition.price)}
      </span>
    </>
  );
});

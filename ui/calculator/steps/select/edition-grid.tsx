/**
 * The grid of edition cards, a page at a time (a brand with 5,000 trims must not render 5,000 cards before the first
 * one shows, nor re-render them on every checkbox). A catalogue within one page (every brand in the mock data) shows
 * whole, with nothing added. A longer one shows its first page, how many of how many are shown, and Show more, which
 * adds the next page and moves focus to its first card, so a keyboard visitor carries on where the new cards begin.
 * Render it with a `key` of the filter and sort: a new list starts at its first page.
 */
import { type FocusEvent, type Ref, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { formatCount } from '../../format/count.ts';
import type { Edition } from '../../state/selection/index.ts';
import { type CalculatorTexts, fillPlaceholders } from '../../state/texts/index.ts';
import { EditionCard } from './edition-card.tsx';

/** Cards per page: 20 rows of 3, 30 of 2; the first render of 60 cards stays well within a frame budget's reach. */
export const editionPageSize = 60;

/** Props of `EditionGrid`. */
export interface EditionGridProps {
  /** The editions shown, filtered and sorted. */
  editions: readonly Edition[];
  /** The ids checked. */
  selected: readonly string[];
  /** While the maximum is reached, what says so: the other cards are then unavailable, described by it. */
  fullText: string | undefined;
  texts: CalculatorTexts['select'];
  imageUrl: (src: string) => string;
  /** Keep its identity stable (`useStableHandler`): every card is memoised on it. */
  onToggle: (edition: Edition, checked: boolean) => void;
  /** The element holding the cards and Show more, for keeping what has focus clear of the basket. */
  ref?: Ref<HTMLDivElement>;
  onFocus?: (event: FocusEvent) => void;
}

/** The cards of the first pages, and Show more while there are more. */
export function EditionGrid(props: EditionGridProps) {
  const { editions, selected, fullText, texts, imageUrl, onToggle, ref, onFocus } = props;
  const fullId = `${useId()}-full`;
  const [shown, setShown] = useState(editionPageSize);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once a new page has rendered, to focus its first card.
  useLayoutEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll<HTMLInputElement>('.calc-card__check')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown]);
  const visible = editions.slice(0, shown);
  const more = Math.min(editionPageSize, editions.length - visible.length);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus bubbles up from the cards and Show more; the container itself is not interactive.
    <div className="calc-editions" ref={ref} onFocus={onFocus}>
      {/* Hidden, and read only as the description of an unavailable card (the basket shows the same words). */}
      {fullText ? (
        <span id={fullId} hidden>
          {fullText}
        </span>
      ) : null}
      <ul className="calc-grid" ref={list}>
        {visible.map((edition) => {
          const checked = selected.includes(edition.id);
          return (
            <EditionCard
              key={edition.id}
              edition={edition}
              checked={checked}
              unavailable={!checked && fullText ? fullId : undefined}
              texts={texts}
              imageUrl={imageUrl}
              onToggle={onToggle}
            />
          );
        })}
      </ul>
      {more > 0 ? (
        <div className="calc-more">
          <p role="status">
            {fillPlaceholders(texts.shownCount, {
              shown: formatCount(visible.length),
              total: formatCount(editions.length),
            })}
          </p>
          <Button
            variant="secondary"
            label={fillPlaceholders(texts.showMore, { count: formatCount(more) })}
            onClick={() => {
              focusFrom.current = visible.length;
              setShown(visible.length + editionPageSize);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

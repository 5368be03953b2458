/**
 * Keeps the focused card clear of the sticky basket, Back to top and the host's bar (WCAG 2.2 SC 2.4.11): when a
 * card gains focus (in the frame after the browser's own focus scroll), and again whenever the basket changes
 * size or content while a card has focus (Back to top appearing, the basket wrapping), since either can cover it.
 */
import { type FocusEvent, type RefObject, useCallback, useEffect } from 'react';
import { stickyHeaderHeight } from '../../use-step-change.ts';
import { revealFocusedCard } from './reveal-focused-card.ts';

/** The grid's `onFocus` handler; `grid` holds the cards, `basket` is the sticky basket, `stickyHeader` the host bar's selector. */
export function useFocusedCardClear(
  grid: RefObject<HTMLElement | null>,
  basket: RefObject<HTMLElement | null>,
  stickyHeader: string,
) {
  const reveal = useCallback(() => {
    requestAnimationFrame(() => {
      const root = grid.current?.getRootNode() as Document | ShadowRoot | undefined;
      // A card, or Show more under a long grid, both of which the sticky basket can cover.
      const card = root?.activeElement?.closest<HTMLElement>('.calc-card, .calc-more');
      if (card && basket.current && grid.current?.contains(card))
        revealFocusedCard(card, basket.current, stickyHeaderHeight(stickyHeader));
    });
  }, [grid, basket, stickyHeader]);

  useEffect(() => {
    const element = basket.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(reveal);
    const changed = new MutationObserver(reveal);
    resized.observe(element);
    changed.observe(element, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [basket, reveal]);

  return (_event: FocusEvent) => reveal();
}

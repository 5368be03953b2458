/**
 * Keeps the focused card, or filter or sort control, clear of the sticky basket, Back to top and the host's bar
 * (WCAG 2.2 SC 2.4.11): when a card or control gains focus (in the frame after the browser's own focus scroll), and
 * again whenever the basket changes size or content while a card has focus (Back to top appearing, the basket
 * wrapping), since either can cover it, and whenever the grid changes height: its cards are laid out at an estimated height until they near the screen
 * (`content-visibility: auto`), so rows rendered after the focus scroll move the focused card or Show more down.
 */
import { type FocusEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { focusedIn } from '../../parts/focused-in.ts';
import { stickyHeaderHeight } from '../../use-step-change.ts';
import { revealFocusedCard } from './reveal-focused-card.ts';

/**
 * What the grid needs: its ref (a new grid, after a new filter or sort, is watched in turn) and its `onFocus`; and
 * the toolbar's ref.
 */
export interface FocusedCardClear {
  gridRef: (element: HTMLDivElement | null) => () => void;
  /** The toolbar's ref: it sets `toolbar` too. */
  toolbarRef: (element: HTMLDivElement | null) => () => void;
  onFocus: (event: FocusEvent) => void;
}

/**
 * `basket` is the sticky basket, `toolbar` the filter and sort above the grid (on a short window, a phone held
 * sideways, the basket covers them too: watched here for focus), `stickyHeader` the host bar's selector.
 */
export function useFocusedCardClear(
  basket: RefObject<HTMLElement | null>,
  toolbar: RefObject<HTMLDivElement | null>,
  stickyHeader: string,
): FocusedCardClear {
  const grid = useRef<HTMLDivElement | null>(null);
  const reveal = useCallback(() => {
    requestAnimationFrame(() => {
      // A card, or Show more under a long grid, or a model chip or the sort in the toolbar: any the basket can cover.
      const focused = focusedIn(grid.current ?? toolbar.current);
      const card = grid.current?.contains(focused ?? null)
        ? focused?.closest<HTMLElement>('.calc-card, .calc-more')
        : toolbar.current?.contains(focused ?? null)
          ? (focused?.closest<HTMLElement>('.calc-chip, .calc-field') ?? (focused as HTMLElement))
          : undefined;
      if (card && basket.current) revealFocusedCard(card, basket.current, stickyHeaderHeight(stickyHeader));
    });
  }, [basket, toolbar, stickyHeader]);

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

  const gridRef = useCallback(
    (element: HTMLDivElement | null) => {
      grid.current = element;
      const resized = element && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(reveal) : null;
      if (element) resized?.observe(element);
      return () => {
        resized?.disconnect();
        grid.current = null;
      };
    },
    [reveal],
  );

  // The toolbar shows once the models have loaded: a callback ref, so its focus is watched from then on.
  const toolbarRef = useCallback(
    (element: HTMLDivElement | null) => {
      toolbar.current = element;
      element?.addEventListener('focusin', reveal);
      return () => {
        element?.removeEventListener('focusin', reveal);
        toolbar.current = null;
      };
    },
    [toolbar, reveal],
  );

  return { gridRef, toolbarRef, onFocus: (_event: FocusEvent) => reveal() };
}

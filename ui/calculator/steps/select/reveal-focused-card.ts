/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured: a card reached by keyboard must not sit under the sticky basket or the Back to
 * top button above it, nor under the host's sticky bar. The focused card gets scroll margins as tall as what covers
 * each edge of the view, and is scrolled just enough to clear them, in whatever scrolls (the page or a host's panel).
 */

/** Space left between the card and what would cover it, in pixels. */
const clearance = 8;
/**
 * The room Back to top takes above the basket (44px button, 12px gap): kept clear even before it shows, since it
 * appears only once the scroll has moved the filter away, which clearing a card can do.
 */
const backToTopRoom = 56;

/**
 * Scrolls `card` clear of `basket` (and the Back to top button inside it) and of a host bar `coveredTop` pixels tall
 * at the top of the view, when they cover any of it.
 */
export function revealFocusedCard(card: HTMLElement, basket: HTMLElement, coveredTop: number): void {
  const backToTop = basket.querySelector<HTMLElement>('.calc-back-to-top');
  const coveredFrom = Math.min(
    basket.getBoundingClientRect().top - backToTopRoom,
    backToTop?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
  );
  const { top, bottom } = card.getBoundingClientRect();
  const underBasket = bottom + clearance > coveredFrom && top < basket.getBoundingClientRect().bottom;
  const underBar = coveredTop > 0 && top < coveredTop + clearance && bottom > 0;
  if (!underBasket && !underBar) return;
  card.style.scrollMarginBottom = `${basket.getBoundingClientRect().bottom - coveredFrom + clearance}px`;
  card.style.scrollMarginTop = `${coveredTop + clearance}px`;
  card.scrollIntoView({ block: 'nearest' });
}

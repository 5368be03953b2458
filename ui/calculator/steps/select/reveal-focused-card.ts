/**
 * WCAG 2.2 SC 2.4.11 Focus Not Obscured (issue 16): a card reached by keyboard must not sit under the sticky basket
 * or the Back to top button above it. The focused card gets a bottom scroll margin as tall as what covers the
 * bottom of the view, and is scrolled just enough to clear it, in whatever scrolls (the page or a host's panel).
 */

/** Space left between the card and what would cover it, in pixels. */
const clearance = 8;

/** Scrolls `card` clear of `basket` (and the Back to top button inside it) when they cover any of it. */
export function revealFocusedCard(card: HTMLElement, basket: HTMLElement): void {
  const covers = [basket, ...basket.querySelectorAll<HTMLElement>('.calc-back-to-top')];
  const coveredFrom = Math.min(...covers.map((cover) => cover.getBoundingClientRect().top));
  const { top, bottom } = card.getBoundingClientRect();
  // A card wholly below the basket's line is off the screen: the browser's own focus scroll brings it up first.
  if (bottom + clearance <= coveredFrom || top >= basket.getBoundingClientRect().bottom) return;
  card.style.scrollMarginBottom = `${basket.getBoundingClientRect().bottom - coveredFrom + clearance}px`;
  card.scrollIntoView({ block: 'nearest' });
}

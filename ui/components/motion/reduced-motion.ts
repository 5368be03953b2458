/**
 * Whether the visitor asked for less motion (`prefers-reduced-motion: reduce`): scrolls then jump instead of gliding,
 * and the dialog opens without its animation (WCAG 2.3.3). False where the page has no `matchMedia` (jsdom).
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How a scroll should move: `smooth`, or `auto` (at once) for a visitor who asked for less motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

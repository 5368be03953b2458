/** Stops the page scrolling behind open modals; stacked modals share one lock, released when the last one closes. */

let holders = 0;
let previousOverflow = '';

/** Sets `overflow: hidden` on the page's root element; the returned function restores the previous inline value. */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) root.style.overflow = previousOverflow;
  };
}

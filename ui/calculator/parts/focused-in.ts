/**
 * The element that has focus in the root `element` lives in: the calculator's shadow root, whose `activeElement` is
 * the focused control inside it (the page's `document.activeElement` is only the calculator's host element).
 */
export function focusedIn(element: Node | null | undefined): Element | null | undefined {
  return (element?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
}

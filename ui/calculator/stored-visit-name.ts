/**
 * The name a calculator's visit is stored under (`hcuk-calculator:<name>`, calculator-store.ts): its brand, or for a
 * second calculator of the same brand in the same document or shadow root `MG#2`, and so on, by their order there,
 * as their history keys are named (history-keys.ts). So two calculators of one brand keep a visit each, and a reload
 * of a page that lays them out the same way gives each its own back: sharing one name, each saved over the other,
 * and both reopened on the visit saved last (an outside host-page review).
 */
export function storedVisitName(host: HTMLElement, brand: string): string {
  const root = host.getRootNode() as Document | ShadowRoot;
  const sameBrand = Array.from(root.querySelectorAll(host.localName)).filter(
    (element) => element.getAttribute('brand') === host.getAttribute('brand'),
  );
  const place = sameBrand.indexOf(host);
  return place > 0 ? `${brand}#${place + 1}` : brand;
}

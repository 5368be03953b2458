/**
 * Figures that break across lines, measured in the browser as a visitor would see them, not read from CSS: every
 * money amount, percentage, mileage and pence figure in the calculator's text, every tab label, and every word of the
 * labels in `wholeWords` (the terms' Show terms / Hide terms, whatever the lender calls it), laid out on more than one
 * line (its Range has client rectangles at more than one height).
 */
import type { Page } from 'playwright-core';

/** The figures and labels shown on more than one line, each with the text around it. */
export function brokenFigures(page: Page, selector = 'hcuk-cost-saving-calculator'): Promise<string[]> {
  return page.evaluate((hostSelector) => {
    // A number and its unit count as one figure whichever space joins them (a no-break space keeps them whole).
    const figure = /[−-]?£[\d,]+(?:\.\d+)?|\d+(?:\.\d+)?%|\d[\d,]*\smiles|\d+(?:\.\d+)?p\b|Monthly|Weekly|Annual/g;
    // Labels that may wrap between their words, never inside one.
    const wholeWords = '.calc-terms__action';
    const broken: string[] = [];
    const lines = (range: Range) => {
      const tops = new Set<number>();
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      return tops.size;
    };
    const check = (root: Node, pattern: RegExp) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(pattern)) {
          const range = document.createRange();
          range.setStart(node, match.index ?? 0);
          range.setEnd(node, (match.index ?? 0) + match[0].length);
          if (lines(range) > 1) broken.push(`${match[0]} in “${text.trim().slice(0, 80)}”`);
        }
      }
    };
    const visit = (root: ShadowRoot | Document) => {
      check(root, figure);
      for (const label of root.querySelectorAll(wholeWords)) check(label, /\S+/g);
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    };
    for (const host of document.querySelectorAll(hostSelector)) if (host.shadowRoot) visit(host.shadowRoot);
    return broken;
  }, selector);
}

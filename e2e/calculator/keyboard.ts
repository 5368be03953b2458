/** Keyboard-only driving: Tab (or Shift+Tab) until the focused control, looked up through shadow roots, matches. */
import type { Page } from 'playwright-core';

/** The focused element's role-ish description: `tag[type] name`, the name from its label, aria-label or text. */
export function focusedControl(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const labelledBy = active.getAttribute('aria-labelledby');
    const root = active.getRootNode() as ShadowRoot | Document;
    // The accessible name's sources in their order: aria-labelledby, aria-label, the label, the text.
    const name =
      (labelledBy && root.getElementById(labelledBy)?.textContent) ||
      active.getAttribute('aria-label') ||
      (active as HTMLInputElement).labels?.[0]?.textContent ||
      active.textContent ||
      '';
    const type = active.getAttribute('role') ?? active.getAttribute('type') ?? '';
    return `${active.localName}${type ? `[${type}]` : ''} ${name.replace(/\s+/g, ' ').trim()}`;
  });
}

/** Presses Tab (or Shift+Tab) until `wanted` matches the focused control; fails after `limit` presses. */
export async function tabTo(page: Page, wanted: RegExp, { backwards = false, limit = 40 } = {}): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedControl(page);
    if (wanted.test(focused)) return;
    seen.push(focused);
  }
  throw new Error(`[hcuk] e2e: no ${wanted} within ${limit} Tab presses; passed ${seen.join(' | ')}`);
}

/** Replaces the focused text field's value by typing. */
export async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

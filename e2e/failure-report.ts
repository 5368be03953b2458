/**
 * What a failed end-to-end test leaves for whoever reads the CI log, so that a failure seen once in many runs can be
 * read instead of guessed at: for each tab the test had open, its address, the text each calculator on it shows, and
 * what the page logged as an error; and a screenshot of the tab in e2e/.artifacts/failures/.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';

const folder = new URL('./.artifacts/failures/', import.meta.url);

/** The console errors and uncaught exceptions of `page`, collected from now on. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** The text each calculator on `page` shows, as a visitor reads it (hidden parts left out). */
async function calculatorTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('hcuk-cost-saving-calculator')].map((calculator) =>
      [...(calculator.shadowRoot?.children ?? [])]
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, without what is hidden, is the point
        .map((child) => (child instanceof HTMLElement ? child.innerText : ''))
        .join('\n')
        .trim(),
    ),
  );
}

/** Logs what `test` (its name) left open in `pages` (each with the errors it recorded) and screenshots each tab. */
export async function reportFailure(test: string, pages: { page: Page; errors: string[] }[]): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const slug = test.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const lines = [`[e2e] "${test}" failed; what its tabs showed:`];
  for (const [index, { page, errors }] of pages.entries()) {
    if (page.isClosed()) continue;
    const file = new URL(`${slug}-${index + 1}.png`, folder).pathname;
    const texts = await calculatorTexts(page).catch((error: Error) => [`(could not read: ${error.message})`]);
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 }).catch(() => {});
    lines.push(`tab ${index + 1}: ${page.url()} (screenshot ${file})`);
    for (const [n, text] of texts.entries()) lines.push(`  calculator ${n + 1} shows:`, indent(text));
    lines.push(errors.length ? `  errors:\n${indent(errors.join('\n'))}` : '  no console or page errors');
  }
  console.error(lines.join('\n'));
}

const indent = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => `    ${line}`)
    .join('\n');

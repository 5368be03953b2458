/**
 * Screenshots the demo page (light and dark) for a visual check: `npx tsx e2e/screenshot-demo.ts [url]`.
 * Start `npm start` first; writes e2e/.artifacts/demo-light.png and demo-dark.png.
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from './launch-chromium.ts';

const url = process.argv[2] ?? 'http://localhost:5173/';
const outDir = new URL('./.artifacts/', import.meta.url);
mkdirSync(outDir, { recursive: true });

const { context, close } = await launchChromium();
try {
  for (const theme of ['light', 'dark'] as const) {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') console.log(`[${theme}] ${message.text()}`);
    });
    await page.goto(`${url}?theme=${theme}`);
    await page.waitForSelector('hcuk-button[ready="true"]');
    const file = new URL(`demo-${theme}.png`, outDir);
    await page.screenshot({ path: file.pathname, fullPage: true });
    console.log(`wrote ${file.pathname}`);
    await page.locator('hcuk-button[data-opens="modal-help"]').click();
    await page.waitForTimeout(400);
    const modalFile = new URL(`demo-${theme}-modal.png`, outDir);
    await page.screenshot({ path: modalFile.pathname });
    console.log(`wrote ${modalFile.pathname}`);
    await page.close();
  }
} finally {
  await close();
}

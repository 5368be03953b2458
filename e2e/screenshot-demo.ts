/**
 * Screenshots the running demo (light and dark) for a visual check: `npx tsx e2e/screenshot-demo.ts [origin]`.
 * Start `npm start` first; writes e2e/.artifacts/demo-calculator-{light,dark}.png. (The elements one by one, and the
 * calculator's steps, variants and faults, are Storybook's stories: `npm run storybook`.)
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from './launch-chromium.ts';

const origin = (process.argv[2] ?? 'http://localhost:5173').replace(/\/$/, '');
const outDir = new URL('./.artifacts/', import.meta.url);
mkdirSync(outDir, { recursive: true });
const pages = [{ name: 'calculator', path: '/', ready: 'hcuk-cost-saving-calculator[ready="true"]' }];

const { context, close } = await launchChromium();
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const { name, path, ready } of pages) {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          console.log(`[${name} ${theme}] ${message.text()}`);
      });
      await page.goto(`${origin}${path}?theme=${theme}`);
      await page.waitForSelector(ready);
      await page.waitForTimeout(500);
      const file = new URL(`demo-${name}-${theme}.png`, outDir);
      await page.screenshot({ path: file.pathname, fullPage: true });
      console.log(`wrote ${file.pathname}`);
      await page.close();
    }
  }
} finally {
  await close();
}

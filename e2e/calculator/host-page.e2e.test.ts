/**
 * Journeys 6, 8 and 9: two calculators of different brands on one page, the analytics a host receives, and a
 * narrow (375 px) screen's own layouts.
 */
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { calculatorTag, hostPage, withCalculatorHost } from './calculator-host.ts';
import { calculatorOn, heading, resultCard, toModels } from './calculator-page.ts';

let page: Page;

const twoBrands = `<hcuk-cost-saving-calculator id="mg" brand="MG"></hcuk-cost-saving-calculator>
<hcuk-cost-saving-calculator id="kia" brand="Kia"></hcuk-cost-saving-calculator>`;

const calculatorHost = withCalculatorHost((mockUrl) => ({
  '/': hostPage(mockUrl, calculatorTag),
  '/two': hostPage(
    mockUrl,
    twoBrands,
    // Each event's source, by the id of the calculator it came from, as a host page telling two apart would.
    "stylesheets: ['/styles/missing.css'], onTrackingEvent: (event, { source }) => (window.sources ??= []).push([source.id, event.event, event.step_name ?? ''].join(' ').trim())",
  ),
  // A page whose own text styles would pass down into the calculator: uppercase, letter-spaced, centred and bold.
  '/styled': hostPage(mockUrl, calculatorTag).replace(
    '</style>',
    ' body { text-transform: uppercase; letter-spacing: 0.1em; word-spacing: 4px; text-align: center; font-weight: 700; font-style: italic; }</style>',
  ),
  '/eapply': hostPage(
    mockUrl,
    '<hcuk-cost-saving-calculator brand="MG" eapply-branding></hcuk-cost-saving-calculator>',
  ),
}));

beforeEach(async () => {
  page = await calculatorHost.newPage();
});

it('keeps two calculators of different brands apart, and flags the failed stylesheet on each', async () => {
  await page.goto(`${calculatorHost.origin()}/two`);
  const mg = calculatorOn(page, '#mg');
  const kia = calculatorOn(page, '#kia');
  await toModels(mg);
  await mg.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await page.reload();
  await heading(mg, 'Choose models to compare');
  await heading(kia, 'Illustrative current vehicle');
  await toModels(kia);
  expect(await kia.getByRole('button', { name: 'Compare (0)' }).count()).toBe(1);
  expect(await mg.getByRole('button', { name: 'Compare (1)' }).isEnabled()).toBe(true);
  const flags = await page.evaluate(() =>
    ['#mg', '#kia'].map((id) => document.querySelector(id)?.getAttribute('stylesheet-error')),
  );
  expect(flags).toEqual(['/styles/missing.css', '/styles/missing.css']);
  // onTrackingEvent is told which calculator each event came from: Kia's steps are Kia's, not MG's.
  const sources = await page.evaluate(() => (window as unknown as { sources: string[] }).sources);
  expect(sources.filter((line) => line.includes('virtual_pageview')).sort()).toEqual([
    'kia virtual_pageview Charging costs',
    'kia virtual_pageview Model select',
    'kia virtual_pageview Vehicle details',
    'mg virtual_pageview Model select',
  ]);
  expect(sources.filter((line) => line.startsWith('kia cost_comparison'))).toEqual([
    'kia cost_comparison Vehicle details',
    'kia cost_comparison Charging costs',
  ]);
});

it('tells the host page about every step and the compared models', async () => {
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await toModels(calc);
  await calc.getByRole('checkbox', { name: 'MG4 EV SE Standard Range 51kWh' }).check();
  await calc.getByRole('checkbox', { name: 'MG HS Hybrid+ SE' }).check();
  await calc.getByRole('button', { name: 'Compare (2)' }).click();
  await heading(calc, 'Illustrative running cost comparison');
  type Event = { event: string; step_name?: string; model?: string; selection?: string; selection_length?: number };
  const events = () => page.evaluate(() => (window as unknown as { dataLayer: Event[] }).dataLayer);
  await expect
    .poll(
      async () => (await events()).filter((e) => e.event === 'cost_comparison' && e.step_name === 'Comparison').length,
    )
    .toBe(2);
  const all = await events();
  expect(all.filter((e) => e.event === 'virtual_pageview').map((e) => e.step_name)).toEqual([
    'Vehicle details',
    'Charging costs',
    'Model select',
    'Comparison',
  ]);
  const results = all.filter((e) => e.event === 'cost_comparison' && e.step_name === 'Comparison');
  expect(results.map((e) => e.model)).toEqual(['MG4 EV SE Standard Range 51kWh', 'MG HS Hybrid+ SE']);
  expect(results[0]).toMatchObject({
    selection: 'MG4 EV SE Standard Range 51kWh,MG HS Hybrid+ SE',
    selection_length: 2,
  });
  // A button its own click takes off the page is still a click the host hears of.
  await resultCard(calc, 'MG HS Hybrid+ SE')
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect
    .poll(async () => (await events()).slice(all.length).find((event) => event.event === 'cta_click'))
    .toEqual({ event: 'cta_click', site_section: 'cost comparison calculator', link_text: 'Remove', link_url: '' });
});

it('gives a narrow screen the model dropdown, Back to top, basket thumbnails with their popup, and the stacked summary', async () => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto(calculatorHost.origin());
  const calc = calculatorOn(page);
  await toModels(calc);
  await calc.getByRole('combobox', { name: 'Model' }).selectOption('MG HS');
  expect(await calc.getByRole('checkbox').count()).toBe(2);
  await calc.getByRole('combobox', { name: 'Model' }).selectOption('');
  await page.evaluate(() => window.scrollTo(0, 1400));
  await calc.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(200);
  await calc.getByRole('combobox', { name: 'Model' }).selectOption('MG HS');
  await calc.getByRole('checkbox', { name: 'MG HS Hybrid+ SE' }).check();
  await calc.getByRole('button', { name: '1 of 3 selected: show your selection' }).click();
  const basket = calc.getByRole('dialog', { name: 'Select up to 3 to compare' });
  await basket.getByRole('button', { name: 'Compare (1)' }).click();
  await heading(calc, 'Illustrative running cost comparison');
  const [summary, results] = await Promise.all([
    calc.getByRole('complementary', { name: 'Example vehicle' }).boundingBox(),
    calc.getByRole('tablist').boundingBox(),
  ]);
  // Stacked: the current-vehicle card sits above the results, as wide as the screen allows.
  expect(summary && results && summary.y + summary.height <= results.y).toBe(true);
  expect(summary?.width).toBeGreaterThan(300);
});

it('shows the step indicator in the dark eApply style with eapply-branding', async () => {
  await page.goto(`${calculatorHost.origin()}/eapply`);
  const steps = calculatorOn(page).getByRole('navigation', { name: 'Calculator steps' });
  await steps.waitFor();
  // The genesis theme's primary colour (#00558c) behind the steps, the page's white elsewhere.
  expect(await steps.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(0, 85, 140)');
});

it('keeps a host page’s text styles out of the calculator: its labels and figures as designed', async () => {
  await page.goto(`${calculatorHost.origin()}/styled`);
  const calc = calculatorOn(page);
  await heading(calc, 'Illustrative current vehicle');
  const styleOf = (name: string) =>
    calc
      .getByText(name, { exact: true })
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.textTransform, style.letterSpacing, style.wordSpacing, style.textAlign, style.fontStyle].join(
          ' ',
        );
      });
  expect(await styleOf('Average MPG')).toBe('none normal 0px start normal');
  expect(await styleOf('Illustrative current vehicle')).toBe('none normal 0px start normal');
  // Its body text in its own regular weight, not the page's bold.
  const description = calc.getByText(/^We have filled in example figures, not your own/);
  expect(await description.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('400');
});

it('keeps its styles when the host page moves it into an iframe of its own', async () => {
  await page.goto(calculatorHost.origin());
  await heading(calculatorOn(page), 'Illustrative current vehicle');
  // The Next button's look, and the step's title's face, read in whichever document the calculator is in.
  const looks = () =>
    page.evaluate(() => {
      const frame = document.querySelector('iframe')?.contentDocument;
      const element = (frame ?? document).querySelector('hcuk-cost-saving-calculator');
      const next = Array.from(element?.shadowRoot?.querySelectorAll('button') ?? []).find(
        (button) => button.textContent?.trim() === 'Next',
      );
      const title = element?.shadowRoot?.querySelector('h2');
      const view = element?.ownerDocument.defaultView;
      if (!next || !title || !view) return 'not found';
      const button = view.getComputedStyle(next);
      return [button.backgroundColor, button.borderRadius, view.getComputedStyle(title).fontFamily].join(' | ');
    });
  const before = await looks();
  expect(before).toMatch(/^rgb\(\d+, \d+, \d+\) \| \d+px \| system-ui/);
  await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 400px; height: 800px';
    // An empty frame loads as it is inserted (at once, in Chromium): listened for first.
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.prepend(frame);
    await loaded;
    frame.contentDocument?.body.append(document.querySelector('hcuk-cost-saving-calculator') as Element);
  });
  expect(await looks()).toBe(before);
});

/** Bench: takes a fresh calculator to its compare step with one vehicle, as a visitor does, keeping the defaults. */
import type { Locator, Page } from 'playwright-core';
import { calculatorOn, heading, resultCard, toModels } from '../calculator/calculator-page.ts';

/** The edition the bench compares. */
export const benchEdition = 'MG4 EV SE Standard Range 51kWh';

/** Waits until `card` shows figures (not "Calculating…"). */
export const figuresShown = (card: Locator) => card.getByRole('tabpanel').getByRole('definition').first().waitFor();

/** From the models step: picks `benchEdition`, compares, and waits for its figures; resolves with its card. */
export async function compareFromModels(calc: Locator): Promise<Locator> {
  await heading(calc, 'Choose models to compare');
  await calc.getByRole('checkbox', { name: benchEdition }).check();
  await calc.getByRole('button', { name: 'Compare (1)' }).click();
  await heading(calc, /running cost comparison$/);
  const card = resultCard(calc, benchEdition);
  await figuresShown(card);
  return card;
}

/** Opens `url` in `page` and goes through the first two steps to the comparison; resolves with the calculator. */
export async function openComparison(page: Page, url: string): Promise<{ calc: Locator; card: Locator }> {
  await page.goto(url);
  const calc = calculatorOn(page);
  await toModels(calc);
  return { calc, card: await compareFromModels(calc) };
}

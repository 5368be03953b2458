/** Playwright helpers for the calculator, by role and label as a visitor finds things. */
import type { Locator, Page } from 'playwright-core';

/** The first calculator on the page (or the one matching `selector`). */
export const calculatorOn = (page: Page, selector = 'hcuk-cost-saving-calculator') => page.locator(selector);

/** A text input by its label. */
export const textbox = (calc: Locator, name: string) => calc.getByRole('textbox', { name, exact: true });

/** The result card of the edition with `description`. */
export const resultCard = (calc: Locator, description: string) =>
  calc.getByRole('listitem').filter({ has: calc.page().getByRole('button', { name: `Remove ${description}` }) });

/**
 * The three figures a result card shows for the selected period: current, estimated, difference. With vehicle tax
 * the card also lists its own fuel or electricity and tax ("of which …"), which the totals include; those are left out.
 */
export async function shownFigures(card: Locator): Promise<string[]> {
  const panel = card.getByRole('tabpanel');
  const terms = await panel.getByRole('term').allInnerTexts();
  const values = await panel.getByRole('definition').allInnerTexts();
  return values.filter((_, i) => !terms[i]?.startsWith('of which'));
}

/** A card's "of which" lines: [fuel and electricity, vehicle tax], or none without vehicle tax. */
export async function shownLines(card: Locator): Promise<string[]> {
  const panel = card.getByRole('tabpanel');
  const terms = await panel.getByRole('term').allInnerTexts();
  const values = await panel.getByRole('definition').allInnerTexts();
  return values.filter((_, i) => terms[i]?.startsWith('of which'));
}

/** Fills the vehicle form. */
export async function enterVehicle(
  calc: Locator,
  vehicle: {
    fuel: 'Petrol (inc Hybrid)' | 'Diesel';
    mpg: string;
    mileage: string;
    per: 'week' | 'month' | 'year';
    price: string;
  },
): Promise<void> {
  await calc.getByRole('radio', { name: vehicle.fuel }).check();
  await textbox(calc, 'Average MPG').fill(vehicle.mpg);
  await textbox(calc, 'Average mileage').fill(vehicle.mileage);
  await calc.getByRole('combobox', { name: 'Mileage period' }).selectOption(vehicle.per);
  await textbox(calc, 'Average fuel price (per litre)').fill(vehicle.price);
}

/** Waits for a step's heading. */
export const heading = (calc: Locator, name: string | RegExp) =>
  calc.getByRole('heading', { level: 2, name }).waitFor();

/** From the first step to the models step with the defaults: Next, then Next. */
export async function toModels(calc: Locator): Promise<void> {
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'How will you charge?');
  await calc.getByRole('button', { name: 'Next' }).click();
  await heading(calc, 'Choose models to compare');
}

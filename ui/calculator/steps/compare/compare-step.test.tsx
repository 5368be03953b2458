import calculateFile from '@hcuk-genesis/mocks/data/api/v1/CostSavingCalculator/Calculate.json';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CalculatorState } from '../../state/store/index.ts';
import { draftFrom } from '../../state/vehicle/index.ts';
import { mockConfiguration } from '../../test/mock-configuration.ts';
import { dataLayer, enter, mockServer, renderCalculator, requests } from '../../test/render-calculator.ts';
import { comparingVisit, seedVisit } from '../../test/seed-visit.ts';
import { serveContent } from '../../test/serve-content.ts';
import { stubClipboard } from '../../test/stub-clipboard.ts';
import { withMockServer } from '../../test/use-mock-server.ts';

withMockServer();

// One day for every test, so a headline's words do not change with the calendar: the mileage duty starts in April
// 2028, and until then an electric car's headline says its saving until March 2028 and with the duty from April.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const money = (pounds: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pounds);
const pennies = (pounds: number) => Math.round((pounds + Number.EPSILON) * 100) / 100;
/** The weekly mileage of each calculation asked for so far, as sent. */
const weeklyMileages = () =>
  requests
    .filter((request) => request.includes('Calculate'))
    .map((request) => new URL(request.split(' ')[1] ?? '', 'http://mock.test').searchParams.get('weeklyMileage'));
// The published formulas (docs/figures.md), at 150 miles a week, 45 mpg, £1.36, and the first charging profile at the
// default prices (home at the standard capped rate, 24.67p, until the visitor chooses a tariff).
const miles = 150 * 52;
const currentAnnual = (miles / 45) * 4.54609 * 1.36;
const blended = 0.8 * 0.2467 + 0.05 * 0 + 0.05 * 0.52 + 0.1 * 0.79;
const mg4Annual = blended * miles * (49 / 218);
// Expected real-world figures (the default basis, the configuration's realWorld): each kWh priced at the battery,
// price / (1 - charging loss: 10% for home, free and standard, 5% for rapid), and kWh a mile x 1.22 (range / 1.22).
const blendedAtBattery = (0.8 * 0.2467) / 0.9 + (0.05 * 0) / 0.9 + (0.05 * 0.52) / 0.9 + (0.1 * 0.79) / 0.95;
const mg4RealWorld = blendedAtBattery * miles * (49 / (218 / 1.22));

async function comparing(ids: string[], attributes = '', changes: Partial<CalculatorState> = {}) {
  seedVisit('MG', comparingVisit(ids, changes));
  const rendered = await renderCalculator(`brand="MG" ${attributes}`);
  await waitFor(() => rendered.view.getAllByText('Illustrative Cost Difference'), { timeout: 6000 });
  return rendered;
}

/** Renders the comparison of the MG4 for a petrol car of the visitor's own figures, typed and costed (not the defaults). */
async function comparingOwn(figures: { mpg: number; mileage: number; vehicleTax?: number }) {
  const accepted = { fuel: 'petrol', mileagePer: 'week', fuelPrice: 1.36, ...figures } as const;
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr'], { vehicle: draftFrom(accepted), accepted }));
  const rendered = await renderCalculator();
  await waitFor(() => rendered.view.getAllByText('Running Cost Difference'), { timeout: 6000 });
  return { ...rendered, yourVehicle: rendered.view.getByRole('complementary', { name: 'Your vehicle' }) };
}

/** What each headline adds while the figures are the example ones. */
const onExample = ', on the example figures';

it('says in each claim, and under the title, that example figures are the example’s, and not once the visitor’s own are in', async () => {
  const example = await comparing(['mg-mg4-se-sr']);
  const lines = (view: typeof example.view) =>
    Array.from(
      card(view, 'MG4 EV SE Standard Range 51kWh').querySelectorAll('.calc-headline'),
      (line) => line.textContent,
    );
  const illustrative = lines(example.view);
  expect(illustrative.length).toBeGreaterThan(0);
  for (const line of illustrative)
    expect(line).toMatch(/^Estimated saving: about £\d+ a year .*, on the example figures$/);
  example.view.getByText(
    'Running costs of the models you chose, compared with an example car, not yours: enter your car’s details for your own figures.',
  );
  example.host.remove();
  const own = await comparingOwn({ mpg: 40, mileage: 150 });
  expect(lines(own.view).length).toBeGreaterThan(0);
  // Their own mpg at the example's mileage: each claim says which figure it rests on is the example's (a trial).
  for (const line of lines(own.view)) expect(line).toMatch(/[^,], at the example mileage$/);
  expect(own.view.queryByText(/compared with an example car/)).toBeNull();
  // The figure still the example's is marked as such on "Your vehicle": the saving rests on it too (a trial).
  const said = (card: HTMLElement) => card.textContent?.replace(/\s/g, ' ');
  expect(said(own.yourVehicle)).toContain('Petrol (inc Hybrid) · 40 mpg · 150 miles per week (example) · £1.36');
  const mg4 = (rendered: typeof own) => card(rendered.view, 'MG4 EV SE Standard Range 51kWh');
  // The official basis is set against their own mpg, once it is theirs ...
  await waitFor(() => expect(mg4(own).textContent).toContain('(which favour the new car against your own mpg)'), {
    timeout: 6000,
  });
  own.host.remove();
  const taxOnly = await comparingOwn({ mpg: 45, mileage: 150, vehicleTax: 1950 });
  expect(said(taxOnly.yourVehicle)).toContain('45 mpg (example) · 150 miles per week (example) · £1.36');
  // ... and against the example mpg while it is the example's, whatever else is theirs (a review).
  await waitFor(
    () => expect(mg4(taxOnly).textContent).toContain('(which favour the new car against the example mpg)'),
    {
      timeout: 6000,
    },
  );
  expect(mg4(taxOnly).textContent).not.toContain('your own mpg');
  // The official basis's line says "the example mpg" once, in its own words.
  const officialLine = mg4(taxOnly).querySelector('.calc-result__other-basis')?.textContent ?? '';
  expect(officialLine).toMatch(/against the example mpg\), at the example mileage, if the figures to check/);
  expect(officialLine.match(/example mpg/g)).toHaveLength(1);
  // Its £1,950 of tax is one few pay: each claim says it rests on the figures to check.
  expect(lines(taxOnly.view).length).toBeGreaterThan(0);
  for (const line of lines(taxOnly.view))
    expect(line).toMatch(/[^,], at the example mpg and mileage, if the figures to check under Your vehicle are right$/);
  // "How we worked this out" marks the example's mpg on the visitor's car, as the card's line does.
  within(taxOnly.view.getByRole('region', { name: 'How we worked this out' })).getByText(
    'Petrol at £1.36 a litre, 45 mpg (example)',
  );
  taxOnly.host.remove();
  // Every figure the saving rests on theirs: no qualifier.
  const allOwn = await comparingOwn({ mpg: 40, mileage: 200 });
  expect(lines(allOwn.view).length).toBeGreaterThan(0);
  for (const line of lines(allOwn.view)) expect(line).not.toContain('example');
});

const officialNote =
  'On official (WLTP) figures for the new car against the example mpg: real-world energy use is usually higher than official figures, so these figures favour the new car.';

it('shows each vehicle’s figures as the published formulas give them, to the penny', async () => {
  const { view, user } = await comparing(['mg-mg4-se-sr', 'mg-hs-hybrid-se']);
  const hybridAnnual = (miles / 51.3) * 4.54609 * 1.36;
  // Real-world: the hybrid's official mpg / 1.237.
  const hybridRealWorld = (miles / (51.3 / 1.237)) * 4.54609 * 1.36;
  const card = (name: string) => view.getByRole('button', { name: `Remove ${name}` }).closest('li') as HTMLElement;
  const mg4 = () => card('MG4 EV SE Standard Range 51kWh').textContent ?? '';
  const about = (saving: number) => `Estimated saving: about £${Math.round(saving)} a year`;
  // Expected real-world figures first (the default), with the official figures' saving beside them.
  expect(mg4()).toContain(money(pennies(currentAnnual)));
  expect(mg4()).toContain(money(pennies(mg4RealWorld)));
  expect(mg4()).toContain(money(pennies(currentAnnual) - pennies(mg4RealWorld)));
  // The official figures' saving, qualified where it is said (CAP Code 3.9, 3.10), and like the headline's first line
  // said to hold until the mileage duty starts. It is asked for once the shown figures have arrived, so it is waited
  // for.
  await waitFor(() => expect(mg4()).toMatch(/on official \(WLTP\) figures/), { timeout: 6000 });
  expect(mg4()).toContain(
    `${about(pennies(currentAnnual) - pennies(mg4Annual))} until March 2028, on official (WLTP) figures (which favour the new car against the example mpg)`,
  );
  expect(mg4()).not.toContain(officialNote);
  expect(money(pennies(currentAnnual))).toBe('£1,071.66');
  expect(card('MG HS Hybrid+ SE').textContent).toContain(money(pennies(hybridRealWorld)));
  expect(view.getByText('£89.31 monthly · £20.61 weekly')).toBeTruthy();
  // Official (WLTP) figures on request: the published formulas unchanged, with the real-world saving beside them.
  await user.click(view.getByRole('radio', { name: 'Official (WLTP) figures' }));
  await waitFor(() => expect(mg4()).toContain(money(pennies(mg4Annual))), { timeout: 6000 });
  expect(mg4()).toContain(money(pennies(currentAnnual) - pennies(mg4Annual)));
  // Official figures set against the visitor's own mpg flatter the new car: said under the headline.
  expect(mg4()).toContain(officialNote);
  await waitFor(() =>
    expect(mg4()).toContain(
      `${about(pennies(currentAnnual) - pennies(mg4RealWorld))} until March 2028, with expected real-world figures`,
    ),
  );
  expect(card('MG HS Hybrid+ SE').textContent).toContain(money(pennies(hybridAnnual)));
});

it('never sets a smaller line under a headline that points the other way (CAP Code 3.10)', async () => {
  const { view, user } = await comparing(['mg-mg4-se-sr', 'mg-hs-hybrid-se']);
  const hybridAnnual = (miles / 51.3) * 4.54609 * 1.36;
  const hybridRealWorld = (miles / (51.3 / 1.237)) * 4.54609 * 1.36;
  const current = (miles / 45) * 4.54609 * 1.36;
  // At the defaults the hybrid costs more on expected real-world figures (41.5 mpg against 45) and saves on
  // official ones (51.3).
  const costsMore = `Estimated to cost about ${money(pennies(hybridRealWorld) - pennies(current))} more a year`;
  // Set beside the official saving as a headline line, it is said alike: whole pounds, as that one is £100 or more.
  const costsMoreWhole = `Estimated to cost about £${Math.round(pennies(hybridRealWorld) - pennies(current))} more a year`;
  const saves = `Estimated saving: about £${Math.round(pennies(current) - pennies(hybridAnnual))} a year`;
  const card = () => view.getByRole('button', { name: 'Remove MG HS Hybrid+ SE' }).closest('li') as HTMLElement;
  const headlines = () => Array.from(card().querySelectorAll('.calc-headline'), (line) => line.textContent);
  await waitFor(
    () => expect(view.getAllByText(/on official \(WLTP\) figures \(which favour/).length).toBeGreaterThan(0),
    {
      timeout: 6000,
    },
  );
  // Real-world figures: the official result, which favours the new car against the visitor's own mpg, is not set
  // beside the headline as a saving.
  expect(headlines()).toEqual([`${costsMore}${onExample}`]);
  expect(card().textContent).not.toContain('on official (WLTP) figures (which favour');
  // Official figures, as the visitor chose: the real-world result is a headline line of the same size.
  await user.click(view.getByRole('radio', { name: 'Official (WLTP) figures' }));
  await waitFor(
    () =>
      expect(headlines()).toEqual([
        `${saves}${onExample}`,
        `${costsMoreWhole}, with expected real-world figures${onExample}`,
      ]),
    { timeout: 6000 },
  );
  expect(card().querySelectorAll('.calc-result__other-basis')).toHaveLength(0);
});

it('heads an electric car on official figures with its real-world lines too, duty and all, where they cost more', async () => {
  // A 30 mpg car against an MG4 charged only at rapid chargers (79p a kWh): official figures save until the mileage
  // duty starts; expected real-world ones (the battery's losses at 95%, a range 1.22 times lower) cost more from the
  // start. Before, the card gave only the official lines, with nothing saying the real-world figures contradicted them.
  const start = comparingVisit([]);
  const rapidOnly = { shares: { home: 0, free: 0, standard: 0, rapid: 100 }, prices: start.charging.prices };
  seedVisit(
    'MG',
    comparingVisit(['mg-mg4-se-sr'], {
      accepted: start.accepted && { ...start.accepted, mpg: 30 },
      basis: 'official',
      charging: rapidOnly,
      savedCharging: rapidOnly,
    }),
  );
  const { view } = await renderCalculator('brand="MG"');
  const current = pennies((miles / 30) * 4.54609 * 1.36);
  const official = pennies(0.79 * miles * (49 / 218));
  const realWorld = pennies((0.79 / 0.95) * miles * (49 / (218 / 1.22)));
  const duty = 0.03 * miles;
  const pounds = (amount: number) => `£${Math.round(Math.abs(amount))}`;
  const line = (saving: number) =>
    saving > 0
      ? `Estimated saving: about ${pounds(saving)} a year`
      : `Estimated to cost about ${pounds(saving)} more a year`;
  const card = () =>
    view.getByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' }).closest('li') as HTMLElement;
  const headlines = () => Array.from(card().querySelectorAll('.calc-headline'), (head) => head.textContent);
  // The visitor's own 30 mpg at the example's 150 miles a week: each claim says the mileage is the example's.
  const atExample = ', at the example mileage';
  const expected = [
    `${line(current - official)} until March 2028${atExample}`,
    `${line(current - official - duty)} from April 2028, after the mileage duty (eVED)${atExample}`,
    `${line(current - realWorld)} until March 2028, with expected real-world figures${atExample}`,
    `${line(current - realWorld - duty)} from April 2028, after the mileage duty (eVED), with expected real-world figures${atExample}`,
  ];
  // £222 saved and £12 more on official figures, £171 and £405 more on real-world ones.
  expect(expected.join(' | ')).toMatch(/£222 .* £12 more .* £171 more .* £405 more/);
  await waitFor(() => expect(headlines()).toEqual(expected), { timeout: 6000 });
  expect(card().querySelectorAll('.calc-result__other-basis')).toHaveLength(0);
});

it('says charging that is all free in the claim’s assumption, and never that official figures favour the new car there', async () => {
  // Free charging costs nothing on either basis: the saving is the whole fuel bill, whatever the basis, and rests on
  // the charging staying free.
  const start = comparingVisit([]);
  const freeOnly = { shares: { home: 0, free: 100, standard: 0, rapid: 0 }, prices: start.charging.prices };
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr'], { basis: 'official', charging: freeOnly, savedCharging: freeOnly }));
  const { view } = await renderCalculator('brand="MG"');
  const card = () =>
    view.getByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' }).closest('li') as HTMLElement;
  const block = () => card().querySelector('.calc-headline-block')?.textContent ?? '';
  await waitFor(
    () =>
      expect(block()).toContain(
        `Estimated saving: about £${Math.round(currentAnnual).toLocaleString('en-GB')} a year until March 2028`,
      ),
    {
      timeout: 6000,
    },
  );
  expect(block()).toContain('Assumes this charging: Custom profile (Free 100%), 0% of it at home.');
  // Once the real-world figures are in (the same £0), the official figures' note does not say they favour the car.
  await waitFor(() => expect(block()).not.toContain(officialNote), { timeout: 6000 });
  expect(card().querySelectorAll('.calc-result__other-basis')).toHaveLength(0);
  expect(card().textContent).not.toContain('favour the new car');
});

it('shares the period across cards as real tabs, and announces the new figures once', async () => {
  const { view, user } = await comparing(['mg-mg4-se-sr', 'mg-mg4-se-lr']);
  const [first, second] = view.getAllByRole('tablist') as [HTMLElement, HTMLElement];
  await user.click(within(first).getByRole('tab', { name: 'Monthly' }));
  expect(within(second).getByRole('tab', { name: 'Monthly' }).getAttribute('aria-selected')).toBe('true');
  const monthly = view.getAllByRole('tabpanel')[0]?.textContent ?? '';
  expect(monthly).toContain(money(pennies(mg4RealWorld / 12)));
  expect(dataLayer()).toContainEqual(
    expect.objectContaining({ event: 'cost_comparison', step_number: 4, link_text: 'Monthly' }),
  );
  // Said once the figures have stood for a second (results-announcer.tsx).
  const live = await waitFor(() => view.getByText(/^Monthly figures\./), { timeout: 6000 });
  expect(live.getAttribute('aria-live')).toBe('polite');
  fireEvent.keyDown(within(second).getByRole('tab', { name: 'Monthly' }), { key: 'ArrowRight' });
  expect(within(first).getByRole('tab', { name: 'Weekly' }).getAttribute('aria-selected')).toBe('true');
  expect(within(second).getByRole('tab', { name: 'Weekly' }).getAttribute('tabindex')).toBe('0');
  await waitFor(() => expect(live.textContent).toMatch(/^Weekly figures\. Example vehicle: £20\.61\./), {
    timeout: 6000,
  });
});

it('removes vehicles one by one, keeping focus in the list, and returns to models when none is left', async () => {
  const comparingHost = comparing(['mg-mg4-se-sr', 'mg-mg4-se-lr']);
  const { view, user } = await comparingHost;
  const { host } = await comparingHost;
  await user.click(view.getByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' }));
  expect(view.getAllByRole('tablist')).toHaveLength(1);
  // Focus moves on to the next card's Remove, rather than falling to the page with the removed button.
  expect(host.shadowRoot?.activeElement?.getAttribute('aria-label')).toBe('Remove MG4 EV SE Long Range 64kWh');
  await user.click(view.getByRole('button', { name: 'Remove MG4 EV SE Long Range 64kWh' }));
  await waitFor(() => view.getByRole('heading', { name: 'Choose models to compare' }));
});

it('opens and closes the terms as a disclosure', async () => {
  const { view, user } = await comparing(['mg-mg4-se-sr']);
  const toggle = view.getByRole('button', { name: /Terms and Conditions/ });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect((await view.findByText(/4\.54609 litres per gallon/)).closest('[hidden]')).toBeNull();
});

it('prints from the Print button and 100 ms after Ctrl+P', async () => {
  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  const { view, user } = await comparing(['mg-mg4-se-sr'], 'print');
  await user.click(view.getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalledTimes(1);
  vi.useFakeTimers();
  const event = new KeyboardEvent('keydown', { key: 'p', ctrlKey: true, cancelable: true });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(true);
  act(() => vi.advanceTimersByTime(99));
  expect(print).toHaveBeenCalledTimes(1);
  act(() => vi.advanceTimersByTime(1));
  expect(print).toHaveBeenCalledTimes(2);
});

it('links each card’s View Offers and the appointment buttons', async () => {
  const ctas = JSON.stringify([
    { label: 'Book a test drive', href: 'https://dealer.example/test-drive', primary: true },
  ]);
  const { view } = await comparing(
    ['mg-mg4-se-sr'],
    `show-vehicle-cta vehicle-cta-href="https://dealer.example/offers/{model}?id={id}" ctas='${ctas}'`,
  );
  expect(view.getByRole('link', { name: 'View Offers, MG4 EV SE Standard Range 51kWh' }).getAttribute('href')).toBe(
    'https://dealer.example/offers/MG4%20EV?id=mg-mg4-se-sr',
  );
  expect(view.getByRole('link', { name: 'Book a test drive' }).getAttribute('href')).toBe(
    'https://dealer.example/test-drive',
  );
});

it('recalculates when the mileage changes here, and asks nothing again for inputs it has answered', async () => {
  const { view } = await comparing(['mg-mg4-se-sr']);
  // Each calculation asked, as its basis, home price and weekly mileage, in the order asked.
  const calculations = () =>
    requests
      .filter((request) => request.includes('Calculate'))
      .map((request) => {
        const query = new URL(request.split(' ')[1] ?? '', 'http://mock.test').searchParams;
        return `${query.get('basis')} at ${query.get('homeChargeCost')}, ${query.get('weeklyMileage')} miles`;
      })
      .sort();
  // Each input is asked three ways: the headline's (real-world), the other basis's (official) and the off-peak
  // tariff's; the standard tariff's is the headline's own (the default home price), so it is not asked twice.
  const asked = (mileage: number) => [
    `official at 0.2467, ${mileage} miles`,
    `real-world at 0.085, ${mileage} miles`,
    `real-world at 0.2467, ${mileage} miles`,
  ];
  await waitFor(() => expect(calculations()).toEqual(asked(150)));
  enter(view.getByRole('textbox', { name: 'Average mileage' }), '300');
  await waitFor(() => view.getAllByText(money(pennies(currentAnnual * 2))), { timeout: 6000 });
  await waitFor(() => expect(calculations()).toEqual([...asked(150), ...asked(300)].sort()));
  enter(view.getByRole('textbox', { name: 'Average mileage' }), '150');
  await waitFor(() => view.getAllByText(money(pennies(currentAnnual))), { timeout: 6000 });
  expect(calculations()).toEqual([...asked(150), ...asked(300)].sort());
});

it('tracks the cost and saving of each compared model', async () => {
  await comparing(['mg-mg4-se-sr']);
  expect(dataLayer()).toContainEqual({
    event: 'cost_comparison',
    step_number: 4,
    step_name: 'Comparison',
    selection: 'MG4 EV SE Standard Range 51kWh',
    selection_length: 1,
    cost: pennies(mg4RealWorld),
    saving: pennies(pennies(currentAnnual) - pennies(mg4RealWorld)),
    link_text: 'Compare',
    model: 'MG4 EV SE Standard Range 51kWh',
  });
});

it('shows the manufacturer’s own call-to-action with oem, and tracks its click as a quote_builder step', async () => {
  const { view, user } = await comparing(['mg-mg4-se-sr'], 'oem show-vehicle-cta');
  const cta = view.getByRole('link', { name: /^Build yours, MG4 EV / });
  expect(cta.getAttribute('href')).toBe('https://mg.example.co.uk/build/mg-mg4-se-sr');
  cta.addEventListener('click', (event) => event.preventDefault());
  await user.click(cta);
  expect(dataLayer()).toContainEqual({
    event: 'quote_builder',
    step_number: 4,
    step_name: 'Comparison',
    selection: 'MG4 EV SE Standard Range 51kWh, MG Direct price',
    link_text: 'Build yours',
  });
});

it('says Not available in place of figures the calculation could not give', async () => {
  mockServer.use(http.get('*/Calculate.json', () => HttpResponse.json({ title: 'Not found' }, { status: 404 })));
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view } = await renderCalculator();
  await waitFor(() => view.getByText('Sorry, we could not get the running costs.'), { timeout: 6000 });
  expect(view.getAllByText('Not available').length).toBeGreaterThanOrEqual(2);
  expect(view.queryByText('Calculating…')).toBeNull();
});

it('refuses a result whose saving is not its costs’ difference, and names it in the console', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const data = structuredClone(calculateFile) as { vehicleResults: { vehicleId: string; annualSaving: number }[] };
  for (const result of data.vehicleResults) result.annualSaving *= 10;
  mockServer.use(http.get('*/Calculate.json', () => HttpResponse.json(data)));
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  const { view } = await renderCalculator();
  await waitFor(() => expect(view.getAllByText('Not available').length).toBeGreaterThanOrEqual(2), { timeout: 6000 });
  expect(view.queryByText(/Estimated saving/)).toBeNull();
  expect(errors).toHaveBeenCalledWith(
    expect.stringMatching(
      /^\[hcuk\] calculateByQuery: refused the results for mg-mg4-se-sr(, [a-z0-9-]+)*: a saving is more than a penny/,
    ),
  );
});

const card = (view: Awaited<ReturnType<typeof comparing>>['view'], name: string) =>
  view.getByRole('button', { name: `Remove ${name}` }).closest('li') as HTMLElement;

it('heads each vehicle with one plain sentence in the chosen period', async () => {
  const { view, user } = await comparing(['mg-mg4-se-sr']);
  const mg4 = card(view, 'MG4 EV SE Standard Range 51kWh');
  const saving = pennies(currentAnnual) - pennies(mg4RealWorld);
  expect(
    within(mg4).getByText(`Estimated saving: about £${Math.round(saving)} a year until March 2028${onExample}`),
  ).toBeTruthy();
  await user.click(within(mg4).getByRole('tab', { name: 'Monthly' }));
  const monthly = pennies(currentAnnual / 12) - pennies(mg4RealWorld / 12);
  expect(
    within(mg4).getByText(`Estimated saving: about ${money(monthly)} a month until March 2028${onExample}`),
  ).toBeTruthy();
});

const basisOf = (view: Awaited<ReturnType<typeof comparing>>['view']) =>
  card(view, 'MG4 EV SE Standard Range 51kWh').querySelector('.calc-headline-block')?.textContent;

it('says under each headline what its figure counts', async () => {
  const { view } = await comparing(['mg-mg4-se-sr']);
  expect(basisOf(view)).toContain(
    'Counts fuel and charging only, not servicing, insurance, tax, a home charger or the car’s price.',
  );
  // And the charging the saving assumes, beside it (CAP Code 3.1, 3.3).
  expect(basisOf(view)).toContain('Assumes this charging: Mostly at home, 80% of it at home.');
});

it('says the headline counts vehicle tax once the visitor gives it', async () => {
  const { view } = await comparing(['mg-mg4-se-sr'], '', {
    vehicle: { fuel: 'petrol', mpg: '45', mileage: '150', mileagePer: 'week', fuelPrice: '1.36', vehicleTax: '195' },
    accepted: { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36, vehicleTax: 195 },
  });
  expect(basisOf(view)).toContain(
    'Counts fuel, charging and vehicle tax (the new car’s from its second year), not servicing, insurance, a home charger or the car’s price.',
  );
});

it('asks again beside the figures about an mpg and a tax few mean, confirmed on Details (CAP Code 3.7)', async () => {
  const { yourVehicle } = await comparingOwn({ mpg: 4.5, mileage: 150, vehicleTax: 1950 });
  // Ten times the fuel of 45 mpg: the saving beside it is ten times too large if 4.5 was a slip.
  expect(yourVehicle.textContent).toContain(money(pennies((miles / 4.5) * 4.54609 * 1.36 + 1950)));
  expect(within(yourVehicle).getByText(/^4\.5 mpg/).textContent).toBe(
    '4.5 mpg is less than almost any car achieves. Check it is right: did you mean 45? The figures here are costed at 4.5 mpg.',
  );
  expect(within(yourVehicle).getByText(/^£1,950 a year/).textContent).toBe(
    '£1,950 a year is more vehicle tax than any car pays after its first year. Check it is right: did you mean £195? The figures here are costed with £1,950 a year of vehicle tax.',
  );
});

it('asks again beside the charging profile about a price few pay, set and confirmed on Charging (CAP Code 3.7)', async () => {
  const start = comparingVisit(['mg-mg4-se-sr']);
  const charging = { ...start.charging, prices: { ...start.charging.prices, rapid: 0.079 } };
  const { view } = await comparing(['mg-mg4-se-sr', 'mg-hs-hybrid-se'], '', { charging, savedCharging: charging });
  const yourVehicle = view.getByRole('complementary', { name: 'Example vehicle' });
  await waitFor(() =>
    expect(within(yourVehicle).getByText(/^Rapid\/Ultra: 7\.9p/).textContent).toBe(
      'Rapid/Ultra: 7.9p per kWh is less than almost anyone pays. Check it is right: did you mean 79p? The figures here are costed at 7.9p.',
    ),
  );
  // The saving rests on it: each claim says so, and where to look (CAP Code 3.7); not a hybrid's, which charges
  // nothing.
  const claims = (name: string) => [...card(view, name).querySelectorAll('.calc-headline')];
  expect(claims('MG4 EV SE Standard Range 51kWh').length).toBeGreaterThan(0);
  for (const claim of claims('MG4 EV SE Standard Range 51kWh'))
    expect(claim.textContent).toMatch(
      /, on the example figures, if the figures to check under Example vehicle are right$/,
    );
  expect(claims('MG HS Hybrid+ SE').length).toBeGreaterThan(0);
  for (const claim of claims('MG HS Hybrid+ SE')) expect(claim.textContent).toMatch(/, on the example figures$/);
  // The lender's own prices beside it are not asked about.
  expect(yourVehicle.textContent).not.toMatch(/Home: [\d.]+p per kWh is/);
});

it('says nothing of a visit’s stored tax on a page whose configuration counts no tax, and the mileage only on paper', async () => {
  const { vehicleTax: _rates, ...withoutTax } = mockConfiguration;
  mockServer.use(http.get('*/CostSavingCalculator/Configuration.json', () => HttpResponse.json(withoutTax)));
  const { yourVehicle } = await comparingOwn({ mpg: 45, mileage: 1500, vehicleTax: 1950 });
  // The figures count no tax here, so none is said to be costed.
  expect(yourVehicle.textContent).not.toContain('vehicle tax than any car pays');
  const paperOnly = within(yourVehicle).getByText(/The figures here are costed at 1,500 miles a week\.$/);
  expect(paperOnly.className).toBe('calc-current__check calc-current__check--paper');
});

it('says a figure few mean in the new figures screen readers hear, but not the mileage its own field says', async () => {
  const { view, user } = await comparingOwn({ mpg: 4.5, mileage: 1500 });
  await user.click(view.getAllByRole('tab', { name: 'Monthly' })[0] as HTMLElement);
  const live = await waitFor(() => view.getByText(/^Monthly figures\./), { timeout: 6000 });
  expect(live.textContent).toMatch(
    /^Monthly figures\. Your vehicle: £[\d,.]+\. 4\.5 mpg is less than almost any car achieves\. Check it is right: did you mean 45\? The figures here are costed at 4\.5 mpg\. MG4/,
  );
  expect(live.textContent).not.toContain('1,500 miles a week is');
});

it('asks nothing beside the figures when the mpg and the tax are ones most visitors mean', async () => {
  const { view } = await comparing(['mg-mg4-se-sr'], '', {
    vehicle: { fuel: 'petrol', mpg: '45', mileage: '150', mileagePer: 'week', fuelPrice: '1.36', vehicleTax: '195' },
    accepted: { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36, vehicleTax: 195 },
  });
  expect(view.getByRole('complementary', { name: 'Example vehicle' }).textContent).not.toMatch(/Check it is right/);
});

it('says which mileage the figures are for when the field was left empty before a reload', async () => {
  seedVisit(
    'MG',
    comparingVisit(['mg-mg4-se-sr'], {
      vehicle: { fuel: 'petrol', mpg: '45', mileage: '', mileagePer: 'week', fuelPrice: '1.36', vehicleTax: '195' },
      accepted: { fuel: 'petrol', mpg: 45, mileage: 200, mileagePer: 'week', fuelPrice: 1.36, vehicleTax: 195 },
    }),
  );
  const { view } = await renderCalculator();
  await waitFor(() => view.getAllByText('Running Cost Difference'), { timeout: 6000 });
  // The error the field names in its description (its live announcement, said once typing pauses, repeats it).
  const field = view.getByRole('textbox', { name: 'Average mileage' });
  const errorId =
    field
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error')) ?? '';
  expect((field.getRootNode() as ShadowRoot | Document).getElementById(errorId)?.textContent).toBe(
    'Error: Enter your average mileage. The figures are still for 200 miles per week.',
  );
});

it('says in words when a vehicle costs more to run, with a true minus sign on the difference', async () => {
  const noHomeCharger = { home: 0, free: 10, standard: 40, rapid: 50 };
  const prices = { home: 0.085, free: 0, standard: 0.52, rapid: 0.79 };
  seedVisit(
    'MG',
    comparingVisit(['mg-mg4-se-sr'], {
      vehicle: { fuel: 'petrol', mpg: '60', mileage: '150', mileagePer: 'week', fuelPrice: '1.36' },
      accepted: { fuel: 'petrol', mpg: 60, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 },
      charging: { shares: noHomeCharger, prices },
      savedCharging: { shares: noHomeCharger, prices },
    }),
  );
  const { view } = await renderCalculator();
  await waitFor(() => view.getAllByText('Running Cost Difference'), { timeout: 6000 });
  const current = pennies((miles / 60) * 4.54609 * 1.36);
  // Real-world (the default): each price at the battery (10% lost on standard, 5% on rapid), range / 1.22.
  const next = pennies(((0.1 * 0) / 0.9 + (0.4 * 0.52) / 0.9 + (0.5 * 0.79) / 0.95) * miles * (49 / (218 / 1.22)));
  const mg4 = card(view, 'MG4 EV SE Standard Range 51kWh');
  expect(
    within(mg4).getByText(
      `Estimated to cost about £${Math.round(next - current)} more a year until March 2028, at the example mileage`,
    ),
  ).toBeTruthy();
  expect(within(mg4).getByText(`\u2212${money(next - current)}`)).toBeTruthy();
  expect(mg4.textContent).not.toMatch(/Estimated saving|-£/);
  expect(basisOf(view)).toContain('Assumes this charging: No home charger, 0% of it at home.');
});

it('shows the range a card is costed at beside the official one on real-world figures, and only the official one otherwise', async () => {
  const rows = (view: Awaited<ReturnType<typeof comparing>>['view']) =>
    Array.from(card(view, 'MG4 EV SE Standard Range 51kWh').querySelectorAll('.calc-specs div'), (row) =>
      (row.textContent ?? '').replace(/\u00a0/g, ' '),
    ).filter((row) => row.includes('range'));
  // Real-world figures (the default): 218 miles ÷ 1.22 is 178.7, the range the figures use, said to the mile.
  const realWorld = await comparing(['mg-mg4-se-sr']);
  expect(rows(realWorld.view)).toEqual(['Official electric range (WLTP)218 miles', 'Expected electric range179 miles']);
  realWorld.host.remove();
  const official = await comparing(['mg-mg4-se-sr'], '', { basis: 'official' });
  expect(rows(official.view)).toEqual(['Official electric range (WLTP)218 miles']);
});

it('shows the cost per mile and the CO2 a year of the current car and each vehicle', async () => {
  // Official (WLTP) figures: the cost and the CO2 both from the published kWh a mile (49 kWh / 218 miles).
  const { view } = await comparing(['mg-mg4-se-sr'], '', { basis: 'official' });
  const perMile = (annual: number) => `${((pennies(annual) / miles) * 100).toFixed(1)}p`;
  const kg = (value: number) => `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(value)} kg`;
  const current = view.getByRole('complementary', { name: 'Example vehicle' });
  expect(within(current).getByText(perMile(currentAnnual))).toBeTruthy();
  expect(within(current).getByText(kg((miles / 45) * 4.54609 * 2.09747))).toBeTruthy();
  const mg4 = card(view, 'MG4 EV SE Standard Range 51kWh');
  expect(within(mg4).getByText(perMile(mg4Annual))).toBeTruthy();
  expect(within(mg4).getByText(kg(miles * (49 / 218) * 0.22499))).toBeTruthy();
  expect(perMile(currentAnnual)).toBe('13.7p');
});

it('says how the figures were worked out, beside the results, with a link that opens the terms', async () => {
  const { view, user, host } = await comparing(['mg-mg4-se-sr', 'mg-hs-hybrid-se']);
  const panel = view.getByRole('region', { name: 'How we worked this out' });
  expect(within(panel).getByText('150 miles a week (7,800 a year)')).toBeTruthy();
  expect(within(panel).getByText('Petrol at £1.36 a litre, 45 mpg')).toBeTruthy();
  // On the example figures, labelled as the example's, not the visitor's.
  within(panel).getByText('Example mileage');
  within(panel).getByText('Example car');
  expect(within(panel).queryByText(/^Your /)).toBeNull();
  expect(within(panel).getByText('Petrol at £1.36 a litre')).toBeTruthy();
  expect(
    within(panel).getByText('Home 80% at 24.67p, Free 5%, Standard/Fast 5% at 52.0p, Rapid/Ultra 10% at 79.0p'),
  ).toBeTruthy();
  // Expected real-world figures (the default): how official figures were adjusted, and the charging losses of the
  // charge types in use, each with its source and date (the configuration's realWorld).
  const sources = mockConfiguration.realWorld?.sources;
  if (!sources) throw new Error('the mock configuration adjusts official figures (realWorld)');
  expect(panel.textContent).toContain(
    'Real-world figures' +
      'Official figures adjusted: hybrids use 23.7% more fuel and electric cars 22% more electricity a mile ' +
      `(${sources.fuel.source}, March 2024; ${sources.electric.source}, March 2023)`,
  );
  expect(panel.textContent).toContain(
    `Charging losses5% to 10% of the electricity drawn never reaches the battery (${sources.chargingLosses.source}, November 2022)`,
  );
  // The defaults in use, each with its date and source (the configuration's priceSources), on screen and in print.
  expect(panel.textContent).toContain(
    'Default prices' +
      'Petrol as of November 2026 (RAC Fuel Watch, UK average unleaded pump price); ' +
      'Home as of October 2026 (Ofgem energy price cap, average unit rate for electricity paid by Direct Debit, 1 October to 31 December 2026); ' +
      'Standard/Fast as of October 2026 (Zapmap price index, public AC charging); ' +
      'Rapid/Ultra as of October 2026 (Zapmap price index, rapid and ultra-rapid pay as you go)',
  );
  await user.click(within(panel).getByRole('button', { name: 'Read the full terms' }));
  const toggle = view.getByRole('button', { name: /Terms and Conditions/ });
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(host.shadowRoot?.activeElement).toBe(toggle);
});

it('states a chosen home tariff preset’s date and source as a default’s', async () => {
  const start = comparingVisit(['mg-mg4-se-sr']);
  const charging = start.savedCharging;
  if (!charging) throw new Error('a comparing visit has its charging saved');
  const offPeak = { ...charging, prices: { ...charging.prices, home: 0.085 } };
  const { view } = await comparing(['mg-mg4-se-sr'], '', { savedCharging: offPeak, charging: offPeak });
  const panel = view.getByRole('region', { name: 'How we worked this out' });
  await waitFor(() => expect(panel.textContent).toContain('Home 80% at 8.5p'));
  // The configured default home price is no longer in use; the preset chosen instead is, with its own basis.
  expect(panel.textContent).not.toContain('Home as of October 2026');
  expect(panel.textContent).toContain(
    'EV off-peak tariff as of October 2026 (typical overnight rate of UK EV tariffs)',
  );
});

it('dates a chosen preset beside the headline too, and names it only where a car that charges is compared', async () => {
  const start = comparingVisit(['mg-mg4-se-sr']);
  const charging = start.savedCharging;
  if (!charging) throw new Error('a comparing visit has its charging saved');
  // Every other price the visitor's own: the preset is the only configured price the figures use.
  const own = { ...charging, prices: { ...charging.prices, home: 0.085, standard: 0.6, rapid: 0.7 } };
  const accepted = { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.5 } as const;
  const yours = async (ids: string[]) => {
    seedVisit('MG', comparingVisit(ids, { savedCharging: own, charging: own, accepted }));
    const rendered = await renderCalculator('brand="MG"');
    await waitFor(() => rendered.view.getAllByText('Running Cost Difference'), { timeout: 6000 });
    return rendered;
  };
  const electric = await yours(['mg-mg4-se-sr']);
  await waitFor(() => electric.view.getByText('Prices as of October 2026'));
  electric.host.remove();
  // A self-charging hybrid does not charge: the home tariff is not in its figures, so neither is its source.
  const hybrid = await yours(['mg-hs-hybrid-se']);
  const panel = hybrid.view.getByRole('region', { name: 'How we worked this out' });
  expect(panel.textContent).not.toContain('EV off-peak tariff');
  expect(hybrid.view.queryByText(/^Prices as of/)).toBeNull();
});

it('shows one loading message while the figures are calculated', async () => {
  mockServer.use(
    http.get('*/Calculate.json', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return HttpResponse.json({ vehicleResults: [] });
    }),
  );
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr', 'mg-mg4-se-lr']));
  const { view } = await renderCalculator();
  await waitFor(() => view.getByText('Calculating running costs…'));
  expect(view.getAllByText(/Calculating/)).toHaveLength(1);
});

it('says under a plug-in hybrid’s headline that its saving assumes a full charge every day, and not under others', async () => {
  const { view } = await comparing(['mg-hs-phev-se', 'mg-mg4-se-sr']);
  const card = (name: string) => view.getByRole('button', { name: `Remove ${name}` }).closest('li') as HTMLElement;
  const assumption =
    'Assumes a full charge every day: charged less often, a plug-in hybrid uses more petrol and saves less.';
  await waitFor(() => within(card('MG HS Plug-in Hybrid SE')).getByText(assumption), { timeout: 6000 });
  // Beside the claim: the headline's own block, not only "How we worked this out".
  const headline = card('MG HS Plug-in Hybrid SE').querySelector('.calc-headline-block');
  expect(headline?.textContent).toMatch(/^Estimated (saving|to cost)/);
  expect(headline?.textContent).toContain(assumption);
  expect(within(card('MG4 EV SE Standard Range 51kWh')).queryByText(assumption)).toBeNull();
  // And in the claim itself, each of its lines (CAP Code 3.1, 3.9): never a bare saving for a plug-in hybrid.
  const lines = (name: string) =>
    Array.from(card(name).querySelectorAll('.calc-headline'), (line) => line.textContent ?? '');
  expect(lines('MG HS Plug-in Hybrid SE').length).toBeGreaterThan(0);
  for (const line of lines('MG HS Plug-in Hybrid SE'))
    expect(line).toMatch(/, if charged fully every day, on the example figures$/);
  for (const line of lines('MG4 EV SE Standard Range 51kWh')) expect(line).not.toContain('if charged fully');
  // The official figures' smaller line beside them is a claim too: it says the same condition.
  await waitFor(
    () =>
      expect(card('MG HS Plug-in Hybrid SE').querySelector('.calc-result__other-basis')?.textContent).toMatch(
        /on official \(WLTP\) figures \(which favour the new car against the example mpg\), if charged fully every day, on the example figures$/,
      ),
    { timeout: 6000 },
  );
  const hybridLine = lines('MG HS Plug-in Hybrid SE').find((line) => line.includes('after the mileage duty'));
  expect(hybridLine).toMatch(
    /from April 2028, after the mileage duty \(eVED\), if charged fully every day, on the example figures$/,
  );
});

const taxed = { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36 } as const;

it('says above the results that the vehicle tax rates have ended, once their last day has passed', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date('2026-03-20T12:00:00Z'));
    const before = await comparing(['mg-mg4-se-sr'], '', { accepted: { ...taxed, vehicleTax: 195 } });
    await waitFor(() => before.view.getAllByText('Illustrative Cost Difference'));
    expect(before.view.queryByText(/^The vehicle tax in these figures/)).toBeNull();
    before.host.remove();
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    // A visit stored before tax was asked has no tax in its figures: nothing to say about its rates.
    const untaxed = await comparing(['mg-mg4-se-sr']);
    await waitFor(() => untaxed.view.getAllByText('Illustrative Cost Difference'));
    expect(untaxed.view.queryByText(/^The vehicle tax in these figures/)).toBeNull();
    untaxed.host.remove();
    const after = await comparing(['mg-mg4-se-sr'], '', { accepted: { ...taxed, vehicleTax: 195 } });
    await waitFor(() =>
      after.view.getByText(
        'The vehicle tax in these figures uses rates that applied until March 2026, and may have changed. Check GOV.UK for today’s rates.',
      ),
    );
  } finally {
    vi.useRealTimers();
  }
});

it('says the mileage duty beside an electric car’s and a plug-in hybrid’s headline, and counts it in the whole cost', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  try {
    const { view } = await comparing(['mg-mg4-se-sr', 'mg-hs-phev-se', 'mg-hs-hybrid-se'], '', {
      accepted: { ...taxed, vehicleTax: 195 },
    });
    const card = (name: string) => view.getByRole('button', { name: `Remove ${name}` }).closest('li') as HTMLElement;
    const headline = (name: string) => card(name).querySelector('.calc-headline-block')?.textContent ?? '';
    // 7,800 miles a year: 3p a mile is £234, 1.5p £117. The headline is two lines of one size: until March 2028,
    // and from April with the duty, each in its own words (a saving, or a cost).
    await waitFor(() => expect(headline('MG4 EV SE Standard Range 51kWh')).toContain('eVED'), { timeout: 6000 });
    const lines = (name: string) =>
      [...card(name).querySelectorAll('.calc-headline')].map((line) => line.textContent ?? '');
    // £1,071.66 + £195 against £708.70 + £195: £362.96 until March 2028, £128.96 after £234 of duty.
    expect(lines('MG4 EV SE Standard Range 51kWh')).toEqual([
      `Estimated saving: about £363 a year until March 2028${onExample}`,
      `Estimated saving: about £129 a year from April 2028, after the mileage duty (eVED)${onExample}`,
    ]);
    expect(headline('MG4 EV SE Standard Range 51kWh')).toContain(
      'From April 2028, electric cars are to pay 3p a mile on top of vehicle tax (eVED): about £234 a year at the example mileage, at today’s rate. The other figures on this card leave it out.',
    );
    expect(headline('MG HS Plug-in Hybrid SE')).toContain(
      'From April 2028, plug-in hybrids are to pay 1.5p a mile on top of vehicle tax (eVED): about £117 a year',
    );
    expect(lines('MG HS Plug-in Hybrid SE')).toHaveLength(2);
    expect(headline('MG HS Hybrid+ SE')).not.toContain('eVED');
    expect(lines('MG HS Hybrid+ SE')).toHaveLength(1);
    const panel = view.getByRole('region', { name: 'How we worked this out' });
    expect(panel.textContent).toMatch(/MG HS Plug-in Hybrid SE, \d+% of the example 21\.4\smiles a day/);
    expect(panel.textContent).toContain(
      'Mileage duty (eVED)3p a mile for electric cars and 1.5p for plug-in hybrids, on top of vehicle tax, from April 2028 (HM Treasury, Budget 2025, 26 November 2025)',
    );
    // Over 4 years from 27 November 2026: the new car's tax from its second year (3 × £195), the duty from month 17
    // (27 March to 27 April 2028), 32 months of £19.50.
    const whole = view.getByRole('region', { name: 'The whole cost of switching' });
    await waitFor(
      () =>
        expect(whole.textContent).toMatch(
          /MG4 EV SE Standard Range 51kWh: £[\d,.]+ over 48\smonths \(£25,995\.00 price, £[\d,.]+ energy, £585\.00 vehicle tax from its second year, £624\.00 mileage duty \(eVED\) from April 2028\)/,
        ),
      { timeout: 6000 },
    );
    expect(whole.textContent).toMatch(
      /MG HS Hybrid\+ SE: £[\d,.]+ over 48\smonths \(£[\d,.]+ price, £[\d,.]+ energy, £585\.00 vehicle tax from its second year\)/,
    );
    // The car kept is the example's too (CAP Code 3.1, 3.7), in the sentence and as the chart's line.
    expect(whole.textContent).toContain('Keeping the example car: ');
    expect(whole.textContent).toMatch(/\(£[\d,.]+ fuel, £780\.00 vehicle tax\)/);
    expect(whole.textContent).not.toMatch(/your car/i);
    // The chart's key and the table's column.
    expect(
      [...whole.querySelectorAll('.calc-cost-chart__label, .calc-cost-table th')].map((label) => label.textContent),
    ).toEqual(expect.arrayContaining(['Keep the example car']));
    expect(whole.textContent).not.toContain('Keep your car');
  } finally {
    vi.useRealTimers();
  }
});

it('counts the mileage duty in the card’s figures once it has started, as a line of its own', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2028-05-01T12:00:00Z'));
  try {
    const { view } = await comparing(['mg-mg4-se-sr'], '', { accepted: { ...taxed, vehicleTax: 195 } });
    const card = view
      .getByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' })
      .closest('li') as HTMLElement;
    await waitFor(() => within(card).getByText('of which mileage duty (eVED)'), { timeout: 6000 });
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(value('of which mileage duty (eVED)')).toBe('£234.00');
    // The running cost is its lines' sum, and the one headline counts the duty.
    const [electricity, tax, duty, total] = [
      'of which electricity',
      'of which vehicle tax',
      'of which mileage duty (eVED)',
      'Estimated running cost',
    ].map((label) => Math.round(Number((value(label) ?? '').replace(/[£,]/g, '')) * 100));
    expect(total).toBe((electricity ?? 0) + (tax ?? 0) + (duty ?? 0));
    expect(card.querySelectorAll('.calc-headline')).toHaveLength(1);
    expect(card.textContent).toContain(
      'Since April 2028, electric cars pay 3p a mile on top of vehicle tax (eVED): about £234 a year at the example mileage, counted in these figures.',
    );
  } finally {
    vi.useRealTimers();
  }
});

it('says "your mileage" and "your car" only of the visitor’s own figures, the mileage by itself', async () => {
  const dutyNote = async (rendered: Awaited<ReturnType<typeof comparingOwn>>) => {
    const mg4 = card(rendered.view, 'MG4 EV SE Standard Range 51kWh');
    await waitFor(() => expect(mg4.textContent).toContain('eVED'), { timeout: 6000 });
    return mg4.querySelector('.calc-headline-block')?.textContent ?? '';
  };
  const whole = (rendered: Awaited<ReturnType<typeof comparingOwn>>) =>
    waitFor(
      () => {
        const panel = rendered.view.getByRole('region', { name: 'The whole cost of switching' });
        expect(panel.textContent).toMatch(/Keeping/);
        return panel.textContent ?? '';
      },
      { timeout: 6000 },
    );
  // Their own mpg at the example's 150 miles a week: the car is theirs, the mileage still the example's.
  const ownMpg = await comparingOwn({ mpg: 40, mileage: 150 });
  expect(await dutyNote(ownMpg)).toContain('about £234 a year at the example mileage, at today’s rate');
  expect(await whole(ownMpg)).toContain('Keeping your car: ');
  const worked = (rendered: Awaited<ReturnType<typeof comparingOwn>>) =>
    [...rendered.view.getByRole('region', { name: 'How we worked this out' }).querySelectorAll('dt')].map(
      (label) => label.textContent,
    );
  expect(worked(ownMpg).slice(0, 2)).toEqual(['Example mileage', 'Your car']);
  ownMpg.host.remove();
  // Their own 200 miles a week: 10,400 miles at 3p is £312.
  const ownMiles = await comparingOwn({ mpg: 45, mileage: 200 });
  expect(await dutyNote(ownMiles)).toContain('about £312 a year at your mileage, at today’s rate');
  expect(await whole(ownMiles)).toContain('Keeping your car: ');
  expect(worked(ownMiles).slice(0, 2)).toEqual(['Your mileage', 'Your car']);
  // Their own mileage at the example's 45 mpg: each claim says the mpg is the example's.
  const claims = [...card(ownMiles.view, 'MG4 EV SE Standard Range 51kWh').querySelectorAll('.calc-headline')];
  expect(claims.length).toBeGreaterThan(0);
  for (const claim of claims) expect(claim.textContent).toMatch(/[^,], at the example mpg$/);
});

it('shows a plug-in hybrid’s petrol mpg beside its miles per kWh', async () => {
  const { view } = await comparing(['mg-hs-phev-se']);
  const card = view.getByRole('button', { name: 'Remove MG HS Plug-in Hybrid SE' }).closest('li') as HTMLElement;
  // The mpg the calculation used: expected real-world (the default), the official 40 mpg / 1.237.
  const mpg = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(40 / 1.237);
  // The figure and its unit are kept together on screen (a no-break space).
  const shown = new RegExp(`miles per kWh · ${mpg.replace('.', '\\.')}\\smpg on petrol`);
  await waitFor(() => expect(card.textContent).toMatch(shown), { timeout: 6000 });
});

it('says the default prices may be out of date once they are older than the configuration allows', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-01T12:00:00Z'));
  try {
    const { view } = await comparing(['mg-mg4-se-sr']);
    await waitFor(() =>
      expect(view.getByText(/^Some default prices are from October 2026 and may be out of date\./)).toBeTruthy(),
    );
  } finally {
    vi.useRealTimers();
  }
});

it('sets the home tariffs side by side for an electric car, and not for a self-charging hybrid they do not change', async () => {
  const { view } = await comparing(['mg-mg4-se-sr', 'mg-hs-hybrid-se']);
  const card = (name: string) => view.getByRole('button', { name: `Remove ${name}` }).closest('li') as HTMLElement;
  await waitFor(
    () => expect(within(card('MG4 EV SE Standard Range 51kWh')).getByText('Running cost by home tariff')).toBeTruthy(),
    {
      timeout: 6000,
    },
  );
  expect(within(card('MG HS Hybrid+ SE')).queryByText('Running cost by home tariff')).toBeNull();
});

it('gives the home tariffs’ costs over the period the card’s tabs show, as its figures above them are', async () => {
  const { view, user } = await comparing(['mg-mg4-se-sr']);
  const card = view.getByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' }).closest('li') as HTMLElement;
  const items = async () => {
    const list = await waitFor(
      () => within(card).getByText('Running cost by home tariff').parentElement as HTMLElement,
      {
        timeout: 6000,
      },
    );
    return within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
  };
  const amounts = (lines: string[], period: string) =>
    lines.map((line) => {
      const found = new RegExp(`: £([\\d,]+\\.\\d\\d) ${period}$`).exec(line);
      expect(found, line).not.toBeNull();
      return Number(found?.[1]?.replace(/,/g, ''));
    });
  const yearly = amounts(await items(), 'a year');
  await user.click(within(card).getByRole('tab', { name: 'Monthly' }));
  // A twelfth of each year's cost, to the penny, and said as "a month".
  expect(amounts(await items(), 'a month')).toEqual(yearly.map((year) => Math.round((year * 100) / 12) / 100));
  await user.click(within(card).getByRole('tab', { name: 'Weekly' }));
  // A 52nd of each year's cost, within the penny the API's own weekly figure may differ by.
  const weekly = amounts(await items(), 'a week');
  expect(weekly).toHaveLength(yearly.length);
  for (const [at, week] of weekly.entries()) expect(Math.abs(week - (yearly[at] ?? 0) / 52)).toBeLessThanOrEqual(0.011);
});

it('keeps a lender’s tariff wording without {period} yearly on every tab, as its own words say', async () => {
  mockServer.use(
    http.get('*/Configuration.json', () => {
      const config = structuredClone(mockConfiguration) as typeof mockConfiguration;
      const compare = config.content.default?.compare as { tariffCost: string } | undefined;
      if (compare) compare.tariffCost = '{tariff}: {amount} a year';
      return HttpResponse.json(config);
    }),
  );
  const { view, user } = await comparing(['mg-mg4-se-sr']);
  const card = view.getByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' }).closest('li') as HTMLElement;
  const list = () => within(card).getByText('Running cost by home tariff').parentElement?.textContent ?? '';
  await waitFor(() => expect(list()).toMatch(/a year/), { timeout: 6000 });
  const yearly = list();
  await user.click(within(card).getByRole('tab', { name: 'Monthly' }));
  expect(list()).toBe(yearly);
});

it('gives a tariff date that is no real day as it stands, instead of failing the comparison', async () => {
  const content = mockConfiguration.content;
  const charging = content.default?.charging;
  const [first, ...rest] = charging?.homeTariffs ?? [];
  if (!first) throw new Error('the mock configuration has no home tariffs');
  const homeTariffs = [{ ...first, validFrom: '2026-02-30', validTo: 'soon' }, ...rest];
  mockServer.use(
    http.get('*/CostSavingCalculator/Configuration.json', () =>
      HttpResponse.json({
        ...mockConfiguration,
        content: { ...content, default: { ...content.default, charging: { ...charging, homeTariffs } } },
      }),
    ),
  );
  const { view } = await comparing(['mg-mg4-se-sr']);
  await waitFor(
    () => view.getByText(/^Standard tariff \(Ofgem price cap rate\), 24\.67p per kWh \(2026-02-30 to soon\)/),
    {
      timeout: 6000,
    },
  );
});

it('lists a vehicle’s fuel and tax right after its own total, never under the current car’s', async () => {
  const { view } = await comparing(['mg-mg4-se-sr'], '', {
    accepted: { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36, vehicleTax: 195 },
  });
  const card = view.getByRole('button', { name: 'Remove MG4 EV SE Standard Range 51kWh' }).closest('li') as HTMLElement;
  // "Of which" reads as part of the row before it: the MG4's parts follow the MG4's total.
  await waitFor(
    () =>
      expect([...card.querySelectorAll('.calc-figures dt')].map((term) => term.textContent)).toEqual([
        'Current vehicle running cost',
        'Estimated running cost',
        'of which electricity',
        'of which vehicle tax',
        'Illustrative Cost Difference',
      ]),
    { timeout: 6000 },
  );
});

it('lists the current car’s fuel and tax right under its total, before its other periods’ totals', async () => {
  const { view } = await comparing(['mg-mg4-se-sr'], '', {
    accepted: { fuel: 'petrol', mpg: 45, mileage: 150, mileagePer: 'week', fuelPrice: 1.36, vehicleTax: 195 },
  });
  const current = view.getByRole('complementary', { name: 'Example vehicle' });
  await waitFor(() => expect(within(current).getByText('of which vehicle tax')).toBeTruthy(), { timeout: 6000 });
  // A petrol car's line is its fuel, and named so.
  expect(within(current).getByText('of which fuel')).toBeTruthy();
  const parts = within(current).getByText('of which vehicle tax');
  const others = current.querySelector('.calc-current__others') as HTMLElement;
  // The annual total, then its parts, then "£… monthly · £… weekly": the parts never follow another period's line.
  expect(parts.compareDocumentPosition(others) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('holds an unlikely mileage typed on the comparison until the visitor chooses to use it', async () => {
  const { view, user } = await comparing(['mg-mg4-se-sr']);
  const field = view.getByRole('textbox', { name: 'Average mileage' });
  enter(field, '1500');
  await waitFor(() =>
    view.getByText(
      '1,500 miles a week is more than almost anyone drives. Check it is right: did you mean 150? The figures are still for 150 miles per week.',
    ),
  );
  // Well past the field's wait: nothing was costed at 1,500, and the figures are still 150 miles'.
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  expect(weeklyMileages()).not.toContain('1500');
  expect(view.getAllByText(money(pennies(currentAnnual))).length).toBeGreaterThan(0);
  await user.click(view.getByRole('button', { name: 'Use 1,500 miles per week' }));
  await waitFor(() => view.getAllByText(money(pennies(currentAnnual * 10))), { timeout: 6000 });
  expect(weeklyMileages()).toContain('1500');
  expect(view.queryByRole('button', { name: 'Use 1,500 miles per week' })).toBeNull();
  expect((field.getRootNode() as ShadowRoot).activeElement).toBe(field);
});

it('offers the period a yearly mileage fits beside the mileage, and costs it in that period once chosen', async () => {
  const { view, user } = await comparing(['mg-mg4-se-sr']);
  enter(view.getByRole('textbox', { name: 'Average mileage' }), '8000');
  await waitFor(() =>
    view.getByText(
      '8,000 miles a week is more than almost anyone drives. Check it is right: for 8,000 miles a year, choose per year. The figures are still for 150 miles per week.',
    ),
  );
  // The note's control is here (a phone review found only "Use 8,000 miles per week", 53 times the mileage meant).
  await user.selectOptions(view.getByRole('combobox', { name: 'Mileage period' }), 'per year');
  await waitFor(() => expect(weeklyMileages().map(Number)).toContain(8000 / 52), { timeout: 6000 });
  await waitFor(() => view.getAllByText(money(pennies((currentAnnual * 8000) / miles))), { timeout: 6000 });
  expect(weeklyMileages()).not.toContain('8000');
  expect(view.queryByText(/more than almost anyone drives/)).toBeNull();
});

it('costs the same mileage in another period once only the period changes (a review)', async () => {
  const { view, user } = await comparing(['mg-mg4-se-sr']);
  await user.selectOptions(view.getByRole('combobox', { name: 'Mileage period' }), 'per month');
  // 150 a month is 150 x 12 / 52 a week.
  await waitFor(() => expect(weeklyMileages().map(Number)).toContainEqual(expect.closeTo((150 * 12) / 52, 6)), {
    timeout: 6000,
  });
  await waitFor(() => view.getAllByText(money(pennies((currentAnnual * 150 * 12) / miles))), { timeout: 6000 });
});

it('says which mileage the figures are still for while the field holds one they cannot be for', async () => {
  const { view } = await comparing(['mg-mg4-se-sr']);
  const field = view.getByRole('textbox', { name: 'Average mileage' });
  for (const [typed, message] of [
    ['0', 'Average mileage must be 1 mile or more'],
    [
      '10.000',
      'Average mileage must use a comma, not a full stop, between thousands: for 10,000, enter 10000 or 10,000',
    ],
    ['', 'Enter your average mileage'],
  ] as const) {
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.blur(field);
    await waitFor(() => view.getByText(`${message}. The figures are still for 150 miles per week.`));
  }
});

it('costs a mileage once typing stops, and after the field was cleared', async () => {
  const { view } = await comparing(['mg-mg4-se-sr']);
  const field = view.getByRole('textbox', { name: 'Average mileage' });
  const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  // Cleared, and left a while: nothing to cost.
  fireEvent.change(field, { target: { value: '' } });
  await pause(400);
  // Typed a key at a time, each within the field's wait: only the figure typed last is costed.
  for (const typed of ['2', '20', '200']) {
    fireEvent.change(field, { target: { value: typed } });
    await pause(200);
  }
  await waitFor(() => expect(weeklyMileages()).toContain('200'), { timeout: 6000 });
  expect(weeklyMileages().filter((miles) => miles === '2' || miles === '20')).toEqual([]);
});

it('says the mileage field’s error aloud once typing pauses, not the figures on the way to it', async () => {
  const { view, host } = await comparing(['mg-mg4-se-sr']);
  const field = view.getByRole('textbox', { name: 'Average mileage' });
  const said = () =>
    Array.from(
      host.shadowRoot?.querySelectorAll('[aria-live="polite"]') ?? [],
      (region) => region.textContent ?? '',
    ).filter((text) => text.startsWith('Error: '));
  fireEvent.change(field, { target: { value: '12000' } });
  // Focus stays in the field, so the error tied to it is never read unless it is said.
  expect(said()).toEqual([]);
  await waitFor(() =>
    expect(said()).toEqual([
      'Error: Average mileage must be 10,000 miles a week or less: for 12,000 miles a year, choose per year. The figures are still for 150 miles per week.',
    ]),
  );
  fireEvent.change(field, { target: { value: '120' } });
  await waitFor(() => expect(said()).toEqual([]));
});

it('copies a link with the mileage the field shows, applied at once if it was still waiting for the typing pause', async () => {
  const { view } = await comparing(['mg-mg4-se-sr']);
  const copied = stubClipboard();
  // A phone review: 200 typed and Copy pressed within the 300 ms pause; the link carried the 150 applied before.
  enter(view.getByRole('textbox', { name: 'Average mileage' }), '200');
  fireEvent.click(view.getByRole('button', { name: 'Copy a link to this comparison' }));
  await waitFor(() => expect(copied).toHaveLength(1));
  expect(copied[0]).toMatch(/~p:45:200:w:/);
  // The figures follow at once too, for what the link holds.
  await waitFor(() => view.getAllByText(money(pennies((currentAnnual * 200) / 150))), { timeout: 6000 });
  // A mileage held for its check (1,500 a week, typed for 150) is not applied: the link keeps the figures shown.
  enter(view.getByRole('textbox', { name: 'Average mileage' }), '1500');
  fireEvent.click(view.getByRole('button', { name: 'Copy a link to this comparison' }));
  await waitFor(() => expect(copied).toHaveLength(2));
  expect(copied[1]).toMatch(/~p:45:200:w:/);
});

it('keeps a qualification with its claim when a lender’s wording of it leaves the claim out', async () => {
  serveContent('compare', { plugInHybridHeadline: 'if charged daily', illustrativeHeadline: 'example' });
  const { view } = await comparing(['mg-hs-phev-se']);
  const claims = [...card(view, 'MG HS Plug-in Hybrid SE').querySelectorAll('.calc-headline')];
  expect(claims.length).toBeGreaterThan(0);
  // The built-in wording in place of a rewording without {headline}: never the claim alone (CAP Code 3.10).
  for (const claim of claims)
    expect(claim.textContent).toMatch(/, if charged fully every day, on the example figures$/);
});

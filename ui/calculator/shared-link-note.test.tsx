/**
 * The note a shared link opens with: anyone can write a link, so a name in it is counted, never put into the
 * calculator's sentences, and a code it holds is quoted only short.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { registerHcukCostSavingCalculator } from '../elements/cost-saving-calculator/hcuk-cost-saving-calculator.tsx';
import { mount, shadowQueries } from '../test/shadow.ts';
import { repeatPressMs } from './parts/step-form.tsx';
import { mockBase, mockServer, renderCalculator } from './test/render-calculator.ts';
import { withMockServer } from './test/use-mock-server.ts';

withMockServer();

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Opens the calculator from `fragment` and returns the lines of its note. */
async function noteLines(fragment: string, equals = '='): Promise<string[]> {
  window.history.replaceState(null, '', `/#hcuk${equals}1.${fragment}`);
  const { view } = await renderCalculator();
  const note = (
    await waitFor(() => view.getByText(/^This comparison was opened from a link\.$|^This link could not be read/), {
      timeout: 6000,
    })
  ).closest('[role="status"]');
  if (!(note instanceof HTMLElement)) throw new Error('no note');
  await waitFor(() => expect(note.textContent).toContain('Some of it was changed:'), { timeout: 6000 });
  return within(note)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

it('counts charging types the link names that are unknown here or repeated, and never quotes them', async () => {
  const words = 'Your!20saving!20is!20guaranteed!20by!20MG!20-!20call!200800!20000!20000';
  const lines = await noteLines(
    `p:45:150:w:1.36::195~home:50:0.2467,home:50:0.2467,free:50:0,${words}:0:0~mg-mg4-se-sr~a:r`,
  );
  expect(lines).toEqual(['Charging types in the link left out (not offered here, or repeated): 2.']);
  expect(lines.join(' ')).not.toMatch(/guaranteed|0800/);
});

it('quotes an unknown code at most 16 characters long', async () => {
  const lines = await noteLines('p:45:150:thisisnotaperiodcodeatall:1.36::195~home:100:0.2467~mg-mg4-se-sr~a:r');
  expect(lines).toEqual(['Mileage period was thisisnotaperio…, which the calculator does not know; it is now week.']);
});

it('opens a link whose = a mail client percent-encoded', async () => {
  const lines = await noteLines('p:45:150:w:1.36::195~~mg-mg4-se-sr~a:r', '%3D');
  expect(lines).toEqual(['Charging profile was not in the link; it is now Mostly at home.']);
});

it('gives a link without vehicle tax the standard rate where the configuration has tax rates, and says so', async () => {
  const lines = await noteLines('p:45:150:w:1.36~home:100:0.2467~mg-mg4-se-sr~a:r');
  expect(lines).toEqual(['Vehicle tax a year was not in the link; it is now 195.']);
});

/** Opens the calculator on a link holding 4.5 mpg and 1,500 miles a week; resolves with its note's checks. */
async function unlikelyLinkChecks() {
  // Each within the document's bounds, each ten times a likely figure's cost.
  window.history.replaceState(null, '', '/#hcuk=1.p:4.5:1500:w:1.36::195~home:100:0.2467~mg-mg4-se-sr~a:r');
  const { view } = await renderCalculator();
  const intro = await waitFor(() => view.getByText('Check these figures from the link:'), { timeout: 6000 });
  const items = within(intro.parentElement as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  return { view, items };
}

it('asks whoever opens a link to check a figure few visitors mean, as the vehicle step asks whoever types it', async () => {
  const { view, items } = await unlikelyLinkChecks();
  // On the comparison the mileage field asks about its own figure beside it, so the note asks about the MPG.
  expect(items).toEqual(['4.5 mpg is less than almost any car achieves. Check it is right: did you mean 45?']);
  await waitFor(
    () =>
      expect(
        view.getAllByText(/1,500 miles a week is more than almost anyone drives/).map((element) => element.className),
      ).toContain('calc-field__check'),
    { timeout: 6000 },
  );
});

it('asks about the link’s mileage while the comparison cannot show its own field: the models failed', async () => {
  mockServer.use(http.get(/GetRunningCostModels/, () => new HttpResponse(null, { status: 503 })));
  const { items } = await unlikelyLinkChecks();
  expect(items).toEqual([
    '4.5 mpg is less than almost any car achieves. Check it is right: did you mean 45?',
    expect.stringMatching(/^1,500 miles a week is more than almost anyone drives/),
  ]);
});

it('asks nothing of a link whose figures are likely ones', async () => {
  window.history.replaceState(null, '', '/#hcuk=1.p:45:150:w:1.36::195~home:100:0.2467~mg-mg4-se-sr~a:r');
  const { view } = await renderCalculator();
  await waitFor(() => view.getByText('This comparison was opened from a link.'), { timeout: 6000 });
  expect(view.queryByText('Check these figures from the link:')).toBeNull();
});

it('checks the link’s figures, not the visitor’s own typed since, when the note shows again', async () => {
  window.history.replaceState(null, '', '/#hcuk=1.p:45:150:w:1.36::195~home:100:0.2467~mg-mg4-se-sr~a:r');
  const { view, user } = await renderCalculator();
  await waitFor(() => view.getByText('This comparison was opened from a link.'), { timeout: 6000 });
  await user.click(await waitFor(() => view.getByRole('button', { name: 'Edit vehicle' }), { timeout: 6000 }));
  const mpg = await waitFor(() => view.getByRole('textbox', { name: 'Average MPG' }));
  fireEvent.change(mpg, { target: { value: '4.5' } });
  fireEvent.blur(mpg);
  await user.click(view.getByRole('button', { name: 'Save' }));
  await waitFor(() => view.getByText(/did you mean 45\? If it is, select Save again/));
  await new Promise((resolve) => setTimeout(resolve, repeatPressMs + 50));
  await user.click(view.getByRole('button', { name: 'Save' }));
  await user.click(await waitFor(() => view.getByRole('button', { name: 'Compare (1)' }), { timeout: 6000 }));
  await waitFor(() => view.getByText('This comparison was opened from a link.'), { timeout: 6000 });
  expect(view.queryByText('Check these figures from the link:')).toBeNull();
});

const mgLink = '/#hcuk=2.MG~p:45:150:w:1.36::195~home:100:0.2467~mg-mg4-se-sr~a:r';

it('says a link is for another brand’s calculator when the page has none, and takes it off the address', async () => {
  window.history.replaceState(null, '', mgLink);
  const { view } = await renderCalculator('brand="Kia"');
  await waitFor(
    () =>
      view.getByText(
        "This link is for another brand's calculator, which is not on this page, so this one starts afresh.",
      ),
    { timeout: 6000 },
  );
  expect(view.queryByText('This comparison was opened from a link.')).toBeNull();
  await waitFor(() => expect(window.location.hash).toBe(''));
});

it('leaves a link to its own brand’s calculator on a page with two brands, whichever renders first', async () => {
  window.history.replaceState(null, '', mgLink);
  // Both on the page from the start, as a host's HTML has them, the Kia one first.
  window.hcukConfig = { ...window.hcukConfig, api: { mock: { baseUrl: mockBase } } };
  registerHcukCostSavingCalculator();
  const kia = await mount(
    '<hcuk-cost-saving-calculator brand="Kia"></hcuk-cost-saving-calculator><hcuk-cost-saving-calculator brand="MG"></hcuk-cost-saving-calculator>',
  );
  const mg = kia.nextElementSibling as HTMLElement;
  await waitFor(() => shadowQueries(mg).getByText('This comparison was opened from a link.'), { timeout: 6000 });
  await waitFor(() => shadowQueries(kia).getByRole('heading', { level: 2, name: 'Illustrative current vehicle' }));
  expect(shadowQueries(kia).queryByText(/link/)).toBeNull();
  await waitFor(() => expect(window.location.hash).toBe(''));
});

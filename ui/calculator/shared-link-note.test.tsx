/**
 * The note a shared link opens with: anyone can write a link, so a name in it is counted, never put into the
 * calculator's sentences, and a code it holds is quoted only short.
 */
import { waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderCalculator } from './test/render-calculator.ts';
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

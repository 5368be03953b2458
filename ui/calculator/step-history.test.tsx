/**
 * Back and Forward move between the steps (decisions/0021): a phone's back gesture on the charging step used to leave
 * the page. Each step change adds an entry with the URL unchanged and the host's own state kept; a forward move from
 * a form runs its checks as the step indicator's does.
 */
import { act, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { enter, renderCalculator, waitForText } from './test/render-calculator.ts';
import { comparingVisit, seedVisit } from './test/seed-visit.ts';
import { withMockServer } from './test/use-mock-server.ts';
import { forgetPageStart, recordedStep, stepHistoryKey } from './use-step-history.ts';

withMockServer();

/** Back or Forward, as the browser does it: the entry changes, then `popstate` arrives. */
const travel = async (delta: number) => {
  const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await act(async () => {
    history.go(delta);
    await moved;
  });
};

/** Waits for the entry a step change adds (an effect, after the step shows: a moment later on a busy machine). */
const entryFor = (step: string) => waitFor(() => expect(recordedStep(history.state, 'MG')?.step).toBe(step));

it('goes back to the details with what was typed, and forward to charging again, at one URL', async () => {
  history.replaceState({ hostRoute: 'offers' }, '');
  const url = location.href;
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  const before = history.length;
  enter(view.getByRole('textbox', { name: 'Average MPG' }), '38');
  await user.click(view.getByRole('button', { name: /^Next/ }));
  await waitForText(view, 'How will you charge?');
  await entryFor('charging');
  expect(history.length).toBe(before + 1);
  expect(history.state).toEqual({
    hostRoute: 'offers',
    [stepHistoryKey]: { MG: { step: 'charging', from: 'vehicle' } },
    hcukCalculatorSeq: 1,
    hcukCalculatorAddedBy: 'MG',
  });

  await travel(-1);
  await waitForText(view, 'Your current vehicle');
  expect(view.getByRole('textbox', { name: 'Average MPG' })).toHaveProperty('value', '38');
  expect(history.state).toEqual({
    hostRoute: 'offers',
    [stepHistoryKey]: { MG: { step: 'vehicle' } },
    hcukCalculatorSeq: 0,
  });

  await travel(1);
  await waitForText(view, 'How will you charge?');
  // Moving through the entries added none.
  expect(history.length).toBe(before + 1);
  expect(location.href).toBe(url);
});

it('stops a Forward at the details’ own checks, and the entry then says where the visitor is', async () => {
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  await user.click(view.getByRole('button', { name: /^Next/ }));
  await waitForText(view, 'How will you charge?');
  await entryFor('charging');
  await travel(-1);
  await waitForText(view, 'Illustrative current vehicle');
  enter(view.getByRole('textbox', { name: 'Average MPG' }), '4.5');
  await travel(1);
  await waitForText(view, /4\.5 mpg is less than almost any car achieves/);
  expect(view.getByRole('heading', { level: 2 }).textContent).toMatch(/current vehicle$/);
  expect(recordedStep(history.state, 'MG')?.step).toBe('vehicle');
});

it('walks the same path with the calculator’s Back as with the browser’s', async () => {
  const { view, user } = await renderCalculator();
  await waitForText(view, 'Illustrative current vehicle');
  const before = history.length;
  await user.click(view.getByRole('button', { name: /^Next/ }));
  await waitForText(view, 'How will you charge?');
  await entryFor('charging');
  const left = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await user.click(view.getByRole('button', { name: 'Back' }));
  await act(() => left);
  await waitForText(view, 'Illustrative current vehicle');
  // Back went back through the history: Forward is charging again, and no entry was added.
  expect(history.length).toBe(before + 1);
  await travel(1);
  await waitForText(view, 'How will you charge?');
});

/** A new load of the page, by `type`, whose entry recorded the charging step while the stored visit compares. */
async function loadedBy(type: NavigationTimingType) {
  forgetPageStart();
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
  seedVisit('MG', comparingVisit(['mg-mg4-se-sr']));
  history.replaceState({ [stepHistoryKey]: { MG: { step: 'charging', from: 'vehicle' } } }, '');
  return (await renderCalculator()).view;
}

it('opens on the step its entry records, as a traversal to an entry from before a reload does', async () => {
  await waitForText(await loadedBy('back_forward'), 'How will you charge?');
  expect(recordedStep(history.state, 'MG')).toEqual({ step: 'charging', from: 'vehicle' });
});

it('opens on the stored visit when the page was not loaded by Back or Forward (a reload, a story, an app’s route)', async () => {
  await waitForText(await loadedBy('reload'), 'Illustrative running cost comparison');
  expect(recordedStep(history.state, 'MG')?.step).toBe('compare');
});

it('adds no entries with no-step-history', async () => {
  const { view, user } = await renderCalculator('brand="MG" no-step-history');
  await waitForText(view, 'Illustrative current vehicle');
  const before = history.length;
  await user.click(view.getByRole('button', { name: /^Next/ }));
  await waitForText(view, 'How will you charge?');
  expect(history.length).toBe(before);
  expect(recordedStep(history.state, 'MG')).toBeUndefined();
});

/**
 * The history rules (decisions/0021) on their own, with steps that always move: a dialog anywhere on the page takes
 * Back and Forward, each calculator keeps its own entries, and the calculator's Back goes back through the history
 * only through its own previous step.
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { lockPageScroll } from '../components/modal/lock-page-scroll.ts';
import { type CalculatorStep, calculatorStepOrder, previousStep, stepIndex } from './state/store/index.ts';
import { forgetPageStart, recordedStep, useStepHistory } from './use-step-history.ts';

function Harness({ name, brand }: { name: string; brand: string }) {
  const [step, setStep] = useState<CalculatorStep>('vehicle');
  const back = useStepHistory(step, brand, true, (to) => {
    setStep(to);
    return true;
  });
  const next = calculatorStepOrder[stepIndex(step) + 1] ?? step;
  return (
    <div>
      <output aria-label={name}>{step}</output>
      <button type="button" onClick={() => setStep(next)}>{`Next ${name}`}</button>
      <button type="button" onClick={() => back.current() || setStep(previousStep(step))}>{`Back ${name}`}</button>
    </div>
  );
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;
const press = (label: string) => act(() => screen.getByRole('button', { name: label }).click());
/** The next `popstate`s, `count` of them, once `move` has run. */
const popstates = async (move: () => void, count = 1) => {
  let seen = 0;
  const done = new Promise<void>((resolve) => {
    const listener = () => {
      seen += 1;
      if (seen < count) return;
      window.removeEventListener('popstate', listener);
      resolve();
    };
    window.addEventListener('popstate', listener);
  });
  await act(async () => {
    move();
    await done;
  });
};
const travel = (delta: number, count = 1) => popstates(() => history.go(delta), count);

/** Two calculators on one page, each `[name, brand]`, after an entry of the host's own. */
const renderTwo = (...calculators: [string, string][]) => {
  history.pushState({ host: 'before' }, '');
  render(calculators.map(([name, brand]) => <Harness key={name} name={name} brand={brand} />));
};

let closeDialog = () => {};
afterEach(() => closeDialog());

it('keeps its Back walking back after a dialog took one: the entry is put back with where it came from', async () => {
  history.pushState({ host: 'before' }, '');
  render(<Harness name="MG" brand="MG" />);
  for (let i = 0; i < 3; i += 1) await press('Next MG');
  expect(shown('MG')).toBe('compare');
  closeDialog = lockPageScroll();
  await travel(-1);
  expect(shown('MG')).toBe('compare');
  expect(recordedStep(history.state, 'MG')).toMatchObject({ step: 'compare', from: 'select' });
  closeDialog();
  await popstates(() => screen.getByRole('button', { name: 'Back MG' }).click());
  expect(shown('MG')).toBe('select');
  await travel(-1);
  expect(shown('MG')).toBe('charging');
});

it('undoes a Forward a dialog took, so the step ahead is still ahead', async () => {
  history.pushState({ host: 'before' }, '');
  render(<Harness name="MG" brand="MG" />);
  await press('Next MG');
  await press('Next MG');
  await popstates(() => screen.getByRole('button', { name: 'Back MG' }).click());
  expect(shown('MG')).toBe('charging');
  closeDialog = lockPageScroll();
  // Forward, then the calculator's own way back: two popstates, and the visitor is where they were.
  await travel(1, 2);
  expect(shown('MG')).toBe('charging');
  closeDialog();
  await travel(1);
  expect(shown('MG')).toBe('select');
});

it('gives a dialog on the first step an entry of its own, so Back closes it without leaving the page', async () => {
  history.pushState({ host: 'before' }, '');
  render(<Harness name="MG" brand="MG" />);
  const entries = history.length;
  closeDialog = lockPageScroll();
  expect(history.length).toBe(entries + 1);
  // Back lands on the entry the calculator opened on, not the host's before it.
  await travel(-1);
  expect(shown('MG')).toBe('vehicle');
  expect(recordedStep(history.state, 'MG')).toEqual({ step: 'vehicle' });
  closeDialog();
  expect(history.state).toMatchObject({ host: 'before' });
  // The dialog's entry, left ahead, is passed over: Forward comes back.
  await travel(1, 2);
  expect(shown('MG')).toBe('vehicle');
  expect(recordedStep(history.state, 'MG')).toEqual({ step: 'vehicle' });
  await press('Next MG');
  await popstates(() => screen.getByRole('button', { name: 'Back MG' }).click());
  expect(shown('MG')).toBe('vehicle');
});

it('takes the first step’s dialog entry away with the dialog closed by its own button', async () => {
  history.pushState({ host: 'before' }, '');
  render(<Harness name="MG" brand="MG" />);
  const entries = history.length;
  const opened = history.state;
  closeDialog = lockPageScroll();
  await popstates(() => closeDialog());
  expect(history.state).toEqual(opened);
  await press('Next MG');
  // The step's entry where the dialog's was.
  expect(history.length).toBe(entries + 1);
  // And the page's Back still walks the steps.
  await travel(-1);
  expect(shown('MG')).toBe('vehicle');
});

it('moves no calculator on the page when a dialog in another takes Back', async () => {
  renderTwo(['MG', 'MG'], ['Kia', 'Kia']);
  await press('Next Kia');
  closeDialog = lockPageScroll();
  await travel(-1);
  expect([shown('MG'), shown('Kia')]).toEqual(['vehicle', 'charging']);
});

it('keeps two calculators of one brand apart: each follows only its own entries', async () => {
  renderTwo(['first', 'MG'], ['second', 'MG']);
  await press('Next first');
  await travel(-1);
  expect([shown('first'), shown('second')]).toEqual(['vehicle', 'vehicle']);
  await travel(1);
  expect([shown('first'), shown('second')]).toEqual(['charging', 'vehicle']);
  expect(Object.keys((history.state as { hcukCalculatorStep: object }).hcukCalculatorStep).sort()).toEqual([
    'MG',
    'MG#2',
  ]);
});

it('does not go back through an entry the host added between two steps', async () => {
  history.pushState({ host: 'before' }, '');
  render(<Harness name="MG" brand="MG" />);
  await press('Next MG');
  act(() => history.pushState({ hostTab: 2 }, ''));
  await press('Next MG');
  await press('Back MG');
  expect(shown('MG')).toBe('charging');
  expect(recordedStep(history.state, 'MG')?.step).toBe('charging');
});

it('answers a dialog’s Back once for the page: one entry put back, the one that was left', async () => {
  renderTwo(['MG', 'MG'], ['Kia', 'Kia']);
  await press('Next MG');
  await press('Next MG');
  const entries = history.length;
  const left = history.state;
  closeDialog = lockPageScroll();
  await travel(-1);
  expect(history.length).toBe(entries);
  expect(history.state).toEqual(left);
  closeDialog();
  await popstates(() => screen.getByRole('button', { name: 'Back MG' }).click());
  expect([shown('MG'), shown('Kia')]).toEqual(['charging', 'vehicle']);
});

it('leaves the other calculator alone when one’s Back follows the other’s step', async () => {
  renderTwo(['first', 'MG'], ['second', 'Kia']);
  await press('Next first');
  await press('Next second');
  // The entry before is the second calculator's: the first's Back moves it without going back through it.
  await press('Back first');
  expect([shown('first'), shown('second')]).toEqual(['vehicle', 'charging']);
});

it('puts a step moved to from a first-step dialog in the dialog’s entry, so Back returns to where it opened', async () => {
  history.pushState({ host: 'before' }, '');
  render(<Harness name="MG" brand="MG" />);
  const entries = history.length;
  closeDialog = lockPageScroll();
  // The dialog closes as its button moves the step (the basket's Compare): one commit.
  act(() => {
    closeDialog();
    screen.getByRole('button', { name: 'Next MG' }).click();
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(shown('MG')).toBe('charging');
  expect(history.length).toBe(entries + 1);
  expect(history.state).not.toHaveProperty('hcukCalculatorDialog');
  await travel(-1);
  expect(shown('MG')).toBe('vehicle');
  expect(history.state).toMatchObject({ host: 'before' });
});

it('takes a dialog’s entry that a reload reached with no dialog open for its step’s, and gives the next dialog one', async () => {
  history.pushState({ host: 'before' }, '');
  // The page reloaded on a dialog's entry (its dialog gone with the old page).
  history.pushState(
    {
      host: 'before',
      hcukCalculatorStep: { MG: { step: 'vehicle' } },
      hcukCalculatorSeq: 1,
      hcukCalculatorDialog: true,
    },
    '',
  );
  forgetPageStart();
  render(<Harness name="MG" brand="MG" />);
  expect(history.state).not.toHaveProperty('hcukCalculatorDialog');
  await press('Next MG');
  expect(history.state).not.toHaveProperty('hcukCalculatorDialog');
  await travel(-1);
  expect(shown('MG')).toBe('vehicle');
  // The entry the page opened on after its reload: a dialog there gets an entry of its own.
  const entries = history.length;
  closeDialog = lockPageScroll();
  expect(history.length).toBe(entries);
  expect(history.state).toHaveProperty('hcukCalculatorDialog', true);
  await travel(-1);
  expect(recordedStep(history.state, 'MG')).toEqual({ step: 'vehicle' });
});

it('gives a dialog opened again before the closed one’s entry has gone an entry of its own', async () => {
  history.pushState({ host: 'before' }, '');
  render(<Harness name="MG" brand="MG" />);
  const entries = history.length;
  closeDialog = lockPageScroll();
  // Closed by its button, and opened again at once (Escape, then Enter on the focus it gave back): the return over
  // the first one's entry arrives with the second open.
  await popstates(async () => {
    closeDialog();
    await Promise.resolve();
    closeDialog = lockPageScroll();
  });
  expect(history.state).toHaveProperty('hcukCalculatorDialog', true);
  expect(history.length).toBe(entries + 1);
  await travel(-1);
  expect(recordedStep(history.state, 'MG')).toEqual({ step: 'vehicle' });
  expect(shown('MG')).toBe('vehicle');
});

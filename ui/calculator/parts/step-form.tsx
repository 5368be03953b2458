/**
 * A step's form: no browser validation (the step's own messages speak), and submit runs `onSubmit` in place. Its
 * submit button is never disabled (the GOV.UK Design System's advice, and WCAG 3.3.1): a disabled default button
 * stops Enter and a phone's Go key from submitting at all, and drops out of the Tab order, so the visitor learns
 * nothing. A step that cannot go on returns `false`; once it has rendered its messages, focus moves to the first
 * element marked `data-step-stop="error"` (a field at fault, or a message such as the charging total), or failing
 * that the first marked `"check"` (a field whose unlikely figure the visitor is asked to check), which a screen
 * reader then reads with its message. Only what can stop the step is marked: the plate lookup's own error is not.
 *
 * A submit within `repeatPressMs` of a refused one, with nothing typed or chosen in between, is the same press again
 * (a double press of Enter or a phone's Go key, a key held down, a double tap on Next), not an answer to the message
 * the refusal showed: it is dropped. Else a
 * figure the step asks about ("Check it is right … If it is, select Next again") was taken as confirmed before its
 * message could be read, and costed (a phone review: 4.5 mpg, Enter pressed twice, "a saving of £10,008 a year").
 *
 * The step indicator's forward jump runs the same submit (`stepSubmit` in the calculator's context), with the step
 * it was asked for: a visitor who changed the MPG and chose Compare has it checked and saved as Save would, or is
 * stopped at its message. Jumping without it left the edit on screen, unused, beside figures for the old one
 * (decisions/0018).
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { doubleTapMs } from '../../components/press/double-tap.ts';
import { useCalculatorSetup } from '../calculator-context.ts';
import type { CalculatorStep } from '../state/store/index.ts';
import { usePresses } from './press-release.ts';

/** How soon after a refused submit (or a dropped one) another is the same press again, in ms: a double tap's. */
export const repeatPressMs = doubleTapMs;

/** What stops a step, as its `data-step-stop` attribute: an error first, then a figure to check. */
export type StepStop = 'error' | 'check';

/** Props of `StepForm`. */
export interface StepFormProps {
  /**
   * Goes on (to `to` when the step indicator asked for a later step, which then tracks the jump itself), or returns
   * `false` when the step's answers cannot be used yet.
   */
  onSubmit: (to?: CalculatorStep) => boolean | undefined;
  children: ReactNode;
}

/** A `form` that never navigates. */
export function StepForm({ onSubmit, children }: StepFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { stepSubmit } = useCalculatorSetup();
  // A field's message waits for a press's release, so Next is not moved from under a click (press-release.ts).
  usePresses();
  // Counts refused submits, so each one moves focus once its messages are on screen.
  const [refused, setRefused] = useState(0);
  // The latest `onSubmit` (it closes over the step's answers), for the indicator, which calls it without an event.
  const latest = useRef(onSubmit);
  useEffect(() => {
    latest.current = onSubmit;
  });
  const refusedAt = useRef(Number.NEGATIVE_INFINITY);
  const submit = useCallback((to?: CalculatorStep) => {
    // A press dropped as a repeat keeps the window open: a key held down repeats every 30 ms or so for as long as it
    // is held, and none of its repeats is an answer.
    if (performance.now() - refusedAt.current < repeatPressMs) {
      refusedAt.current = performance.now();
      return false;
    }
    const wentOn = latest.current(to) !== false;
    if (!wentOn) {
      refusedAt.current = performance.now();
      setRefused((count) => count + 1);
    }
    return wentOn;
  }, []);
  useEffect(() => {
    stepSubmit.current = submit;
    return () => {
      if (stepSubmit.current === submit) stepSubmit.current = null;
    };
  }, [stepSubmit, submit]);
  useEffect(() => {
    if (refused === 0) return;
    const first = (stop: StepStop) => form.current?.querySelector<HTMLElement>(`[data-step-stop="${stop}"]`);
    const stop = first('error') ?? first('check');
    // Centred, so a note under its field (a figure to check) is in sight with it, clear of a host's sticky bar.
    stop?.focus({ preventScroll: true });
    stop?.scrollIntoView?.({ block: 'center' });
  }, [refused]);
  return (
    <form
      ref={form}
      className="calc-form"
      noValidate
      // A change made since the refusal is the visitor's answer to it, however soon: the next submit is theirs.
      // (React's change event covers typing too: it fires on every input.)
      onChangeCapture={() => {
        refusedAt.current = Number.NEGATIVE_INFINITY;
      }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {children}
    </form>
  );
}

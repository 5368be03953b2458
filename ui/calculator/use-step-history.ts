/**
 * Each step is an entry in the browser's history, so Back and Forward (a phone's back gesture) move between the
 * steps, as they do between the pages the steps are counted as (`trackStepView`), instead of leaving the calculator
 * and, with it, anything typed on a step that is not stored (decisions/0021).
 *
 * - A step change the visitor makes adds an entry; the entry the calculator opened on records its first step.
 * - Back and Forward move as the step indicator would (`jumpToStep`): a forward move from a form runs its checks, and
 *   one they refuse leaves the visitor where they are, with the entry set back to that step.
 * - The calculator's own Back goes back through the history when the entry before is the step before, so that it and
 *   the browser's Back walk the same path.
 * - An entry from before a reload is a new load of the page: the calculator opens on the step the entry records when
 *   that is an earlier step than the stored visit's, so each Back still moves one step.
 *
 * The URL is not changed, and the host page's own history state is kept: each entry's state is the host's, with the
 * calculators' steps beside it under `hcukCalculatorStep`, one per brand. An entry whose state is not an object (a
 * host's own value) is left as it is. `no-step-history` turns it all off.
 */
import { type MutableRefObject, type RefObject, useEffect, useRef } from 'react';
import { openModalSelector } from '../components/modal/modal-defaults.ts';
import { type CalculatorStep, isCalculatorStep, previousStep, stepIndex } from './state/store/index.ts';

/** Where the steps sit in an entry's state. */
export const stepHistoryKey = 'hcukCalculatorStep';

/** What an entry records for one calculator: its step, and the step of the entry it was added from, if any. */
export interface RecordedStep {
  step: CalculatorStep;
  from?: CalculatorStep;
}

/** What `state` (an entry's `history.state`) records for the calculator `key`, if anything. */
export function recordedStep(state: unknown, key: string): RecordedStep | undefined {
  const steps = state && typeof state === 'object' ? (state as Record<string, unknown>)[stepHistoryKey] : undefined;
  const entry = steps && typeof steps === 'object' ? (steps as Record<string, unknown>)[key] : undefined;
  if (!entry || typeof entry !== 'object') return undefined;
  const { step, from } = entry as Record<string, unknown>;
  if (!isCalculatorStep(step)) return undefined;
  return isCalculatorStep(from) ? { step, from } : { step };
}

/** `state` with `recorded` for `key` beside what is there; `undefined` when `state` is a host's own non-object. */
export function withRecordedStep(state: unknown, key: string, recorded: RecordedStep): object | undefined {
  if (state !== null && state !== undefined && (typeof state !== 'object' || Array.isArray(state))) return undefined;
  const own = (state ?? {}) as Record<string, unknown>;
  const steps = own[stepHistoryKey];
  return { ...own, [stepHistoryKey]: { ...(steps && typeof steps === 'object' ? steps : {}), [key]: recorded } };
}

/**
 * Moves to `wanted`, the step the entry now current records for `key`, where it differs from the step shown; if the
 * move is refused (the step's own checks), sets the entry back to the step shown.
 */
function follow(
  wanted: CalculatorStep | undefined,
  key: string,
  recorded: MutableRefObject<CalculatorStep | null | undefined>,
  latest: MutableRefObject<{ step: CalculatorStep; jump: (to: CalculatorStep) => boolean }>,
): void {
  recorded.current = wanted;
  const { step: current, jump } = latest.current;
  if (wanted === undefined || wanted === current || jump(wanted)) return;
  const kept = withRecordedStep(globalThis.history.state, key, { step: current });
  if (kept) globalThis.history.replaceState(kept, '');
  recorded.current = current;
}

/** Goes back through the history when that is the calculator's Back; says whether it did. */
export type HistoryBack = MutableRefObject<() => boolean>;

/**
 * Keeps the browser's history in step with `step` for the calculator `key` (its brand), while `enabled`. `jump` moves
 * the calculator to a step Back or Forward asked for, and says whether it went; Back with a dialog open in `container` closes the
 * dialog instead. Returns the calculator's Back's way
 * through the history (`HistoryBack`).
 */
export function useStepHistory(
  step: CalculatorStep,
  key: string,
  enabled: boolean,
  jump: (to: CalculatorStep) => boolean,
  container: RefObject<HTMLElement | null>,
): HistoryBack {
  // The step the current entry records for this calculator: null before the first render's effect; undefined on an
  // entry that records none (a fragment link's, added by the browser).
  const recorded = useRef<CalculatorStep | null | undefined>(null);
  const latest = useRef({ step, jump });
  latest.current = { step, jump };
  const back = useRef<() => boolean>(() => false);

  useEffect(() => {
    if (!enabled) return;
    const { history } = globalThis;
    if (recorded.current === null) {
      // The entry the calculator opened on records its first step. An entry from before a reload (traversed to, it
      // loads the page again) may record an earlier step than the stored visit's: the calculator goes back to it. A
      // later one is not taken by itself (that would save the step's figures unasked): the entry then records the
      // step shown.
      const opened = recordedStep(history.state, key)?.step;
      if (opened && stepIndex(opened) < stepIndex(step)) return follow(opened, key, recorded, latest);
      recorded.current = step;
      if (opened === step) return;
      const first = withRecordedStep(history.state, key, { step });
      if (first) history.replaceState(first, '');
      return;
    }
    // A step Back or Forward moved to is already this entry's.
    if (recorded.current === step) return;
    const from = recorded.current;
    const next = withRecordedStep(history.state, key, from ? { step, from } : { step });
    if (!next) return;
    history.pushState(next, '');
    recorded.current = step;
  }, [step, key, enabled]);

  useEffect(() => {
    if (!enabled) {
      back.current = () => false;
      return;
    }
    const onPopState = (event: PopStateEvent) => {
      // Back with a dialog open closes the dialog (modal.tsx), and the visitor stays on the step, with what the
      // dialog held: the entry left is put back.
      if (container.current?.querySelector(openModalSelector)) {
        const { step: current } = latest.current;
        const kept = withRecordedStep(globalThis.history.state, key, { step: current });
        if (kept) globalThis.history.pushState(kept, '');
        recorded.current = current;
        return;
      }
      follow(recordedStep(event.state, key)?.step, key, recorded, latest);
    };
    back.current = () => {
      const entry = recordedStep(globalThis.history.state, key);
      const { step: current } = latest.current;
      if (!entry || entry.step !== current || entry.from !== previousStep(current) || current === entry.from)
        return false;
      globalThis.history.back();
      return true;
    };
    globalThis.addEventListener('popstate', onPopState);
    return () => globalThis.removeEventListener('popstate', onPopState);
  }, [key, enabled, container]);

  return back;
}

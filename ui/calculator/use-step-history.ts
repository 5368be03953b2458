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
 * - Back or Forward with a dialog open anywhere on the page closes the dialog (modal.tsx) and moves no calculator: the
 *   entry left is put back as it was.
 * - An entry from before a reload is a new load of the page: the calculator opens on the step the entry records when
 *   that is an earlier step than the stored visit's, so each Back still moves one step.
 *
 * The URL is not changed, and the host page's own history state is kept: each entry's state is the host's, with the
 * calculators' steps beside it under `hcukCalculatorStep`, one per calculator (`history-keys.ts`). An entry whose state
 * is not an object (a host's own value) is left as it is. `no-step-history` turns it all off.
 */
import { type MutableRefObject, useEffect, useRef } from 'react';
import { dialogTakesBack, keepScrollOfModals } from '../components/modal/modal-stack.ts';
import { claimHistoryKey, releaseHistoryKey } from './history-keys.ts';
import { type CalculatorStep, isCalculatorStep, previousStep, stepIndex } from './state/store/index.ts';

/** Where the steps sit in an entry's state. */
export const stepHistoryKey = 'hcukCalculatorStep';

/**
 * What an entry records for one calculator: its step; the step of the entry it was added from, if that entry recorded
 * one; and its place among the calculator's entries (`seq`, one more than the entry it was added from), which tells
 * Back from Forward.
 */
export interface RecordedStep {
  step: CalculatorStep;
  from?: CalculatorStep;
  seq?: number;
}

/** What `state` (an entry's `history.state`) records for the calculator `key`, if anything. */
export function recordedStep(state: unknown, key: string): RecordedStep | undefined {
  const steps = state && typeof state === 'object' ? (state as Record<string, unknown>)[stepHistoryKey] : undefined;
  const entry = steps && typeof steps === 'object' ? (steps as Record<string, unknown>)[key] : undefined;
  if (!entry || typeof entry !== 'object') return undefined;
  const { step, from, seq } = entry as Record<string, unknown>;
  if (!isCalculatorStep(step)) return undefined;
  return {
    step,
    ...(isCalculatorStep(from) ? { from } : {}),
    ...(typeof seq === 'number' && Number.isSafeInteger(seq) ? { seq } : {}),
  };
}

/** `state` with `recorded` for `key` beside what is there; `undefined` when `state` is a host's own non-object. */
export function withRecordedStep(state: unknown, key: string, recorded: RecordedStep): object | undefined {
  if (state !== null && state !== undefined && (typeof state !== 'object' || Array.isArray(state))) return undefined;
  const own = (state ?? {}) as Record<string, unknown>;
  const steps = own[stepHistoryKey];
  return { ...own, [stepHistoryKey]: { ...(steps && typeof steps === 'object' ? steps : {}), [key]: recorded } };
}

/** Goes back through the history when that is the calculator's Back; says whether it did. */
export type HistoryBack = MutableRefObject<() => boolean>;

interface Latest {
  step: CalculatorStep;
  jump: (to: CalculatorStep) => boolean;
  /** The whole state of the entry the calculator is on, as last seen: put back when a dialog takes Back. */
  entry: unknown;
}

/** The current entry, with the step shown recorded for `key` in place of what it recorded (a refused move). */
function setBack(key: string, latest: Latest): void {
  const { history } = globalThis;
  const was = recordedStep(history.state, key);
  const kept = withRecordedStep(history.state, key, { ...was, step: latest.step });
  if (kept) history.replaceState(kept, '');
  latest.entry = history.state;
}

/**
 * Keeps the browser's history in step with `step` for a calculator of `brand`, while `enabled`. `jump` moves the
 * calculator to a step Back or Forward asked for, and says whether it went. Returns the calculator's Back's way
 * through the history (`HistoryBack`).
 */
export function useStepHistory(
  step: CalculatorStep,
  brand: string,
  enabled: boolean,
  jump: (to: CalculatorStep) => boolean,
): HistoryBack {
  const latest = useRef<Latest>({ step, jump, entry: undefined });
  latest.current.step = step;
  latest.current.jump = jump;
  const key = useRef<string | undefined>(undefined);
  const back = useRef<() => boolean>(() => false);

  // Declared first, so the key is claimed before the effects below use it.
  useEffect(() => {
    if (!enabled) return;
    const claimed = claimHistoryKey(brand);
    key.current = claimed;
    return () => {
      releaseHistoryKey(claimed);
      key.current = undefined;
    };
  }, [brand, enabled]);

  const started = useRef(false);
  useEffect(() => {
    const mine = key.current;
    if (!enabled || !mine) return;
    const { history } = globalThis;
    const here = recordedStep(history.state, mine);
    const now = latest.current;
    if (!started.current) {
      started.current = true;
      // The entry the calculator opened on records its first step. An entry from before a reload (traversed to, it
      // loads the page again) may record an earlier step than the stored visit's: the calculator goes back to it. A
      // later one is not taken by itself (that would save the step's figures unasked): the entry then records the
      // step shown.
      if (here && stepIndex(here.step) < stepIndex(step) && now.jump(here.step)) {
        now.entry = history.state;
        return;
      }
      if (here?.step !== step || here.seq === undefined) {
        const first = withRecordedStep(history.state, mine, { ...here, step, seq: here?.seq ?? 0 });
        if (first) history.replaceState(first, '');
      }
      now.entry = history.state;
      return;
    }
    // A step Back or Forward moved to is already this entry's. `from` is read from the entry itself, so an entry the
    // host added since (recording no step) gives none, and the calculator's Back then does not go back through it.
    if (here?.step === step) return;
    const next = withRecordedStep(history.state, mine, {
      step,
      ...(here ? { from: here.step } : {}),
      seq: (here?.seq ?? 0) + 1,
    });
    if (!next) return;
    history.pushState(next, '');
    now.entry = history.state;
  }, [step, enabled]);

  useEffect(() => {
    const mine = key.current;
    if (!enabled || !mine) {
      back.current = () => false;
      return;
    }
    // Set while going back to undo a Forward a dialog took: that return is no move of the visitor's.
    let undoing = false;
    const onPopState = (event: PopStateEvent) => {
      const now = latest.current;
      const wanted = recordedStep(event.state, mine);
      if (undoing) {
        undoing = false;
        keepScrollOfModals();
        return;
      }
      if (dialogTakesBack(event)) {
        // The dialog closes (modal.tsx); no calculator moves. Forward is undone by going back; Back by putting the
        // entry left back, as it was, after this one.
        keepScrollOfModals();
        const left = recordedStep(now.entry, mine);
        if (wanted?.seq !== undefined && left?.seq !== undefined && wanted.seq > left.seq) {
          undoing = true;
          history.back();
        } else if (now.entry && typeof now.entry === 'object') history.pushState(now.entry, '');
        return;
      }
      now.entry = event.state;
      if (!wanted || wanted.step === now.step) return;
      if (!now.jump(wanted.step)) setBack(mine, now);
    };
    back.current = () => {
      const entry = recordedStep(globalThis.history.state, mine);
      const { step: current } = latest.current;
      if (current === 'vehicle' || entry?.step !== current || entry.from !== previousStep(current)) return false;
      globalThis.history.back();
      return true;
    };
    globalThis.addEventListener('popstate', onPopState);
    return () => globalThis.removeEventListener('popstate', onPopState);
  }, [enabled]);

  return back;
}

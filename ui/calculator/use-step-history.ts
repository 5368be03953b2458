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
import { pageScrollLocked, restoreLockedScroll, watchPageScrollLock } from '../components/modal/lock-page-scroll.ts';
import { dialogTakesBack, markQuietPopstate } from '../components/modal/modal-stack.ts';
import { claimHistoryKey, releaseHistoryKey } from './history-keys.ts';
import { type CalculatorStep, isCalculatorStep, previousStep, stepIndex } from './state/store/index.ts';

/** Where the steps sit in an entry's state. */
export const stepHistoryKey = 'hcukCalculatorStep';
/** The entry's place among the entries the page's calculators added (one more than the entry it was added from). */
const pageSeqKey = 'hcukCalculatorSeq';
/** Which calculator added the entry (its key). */
const addedByKey = 'hcukCalculatorAddedBy';
/** Marks the entry a dialog added, opened where Back would otherwise leave the page. */
const dialogEntryKey = 'hcukCalculatorDialog';

/** `value[key]` when `value` is an object (an entry's state, or a part of it); else undefined. */
const fieldOf = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** An entry's `pageSeqKey`, if it has one. */
const pageSeqOf = (state: unknown): number | undefined => {
  const seq = fieldOf(state, pageSeqKey);
  return typeof seq === 'number' && Number.isSafeInteger(seq) ? seq : undefined;
};

/**
 * What the page's calculators share: the state of the entry they are on, as last seen or set by any of them (put back
 * when a dialog takes Back); the `popstate` events one of them has answered for all (a dialog's); and whether one is
 * going back to undo a Forward a dialog took.
 */
let pageEntry: unknown;
const answeredForAll = new WeakSet<Event>();
let undoing = false;
/** The place (`pageSeqKey`) of the entry the page's calculators opened on in this document: none of theirs is behind it. */
let openingSeq: number | undefined;

const isDialogEntry = (state: unknown): boolean => fieldOf(state, dialogEntryKey) === true;

/** `state` without the dialog's mark: a step's entry, or the entry a dialog's was a copy of, is no dialog's. */
function withoutDialogMark(state: unknown): unknown {
  if (!isDialogEntry(state)) return state;
  const { [dialogEntryKey]: _mark, ...rest } = state as Record<string, unknown>;
  return rest;
}

/**
 * A dialog opened on the entry the calculators opened on (the first step of a visit, or a shared link's) has no entry
 * of theirs behind it to take Back, which would leave the page: it gets an entry of its own, a copy of the one under
 * it. Back then closes it (`answerDialogBack`); closed any other way, it takes its entry with it, quietly. Opening it
 * drops the entries ahead, as any new entry does: Next still moves on.
 */
function onPageScrollLock(locked: boolean): void {
  const { history } = globalThis;
  if (locked) {
    const seq = pageSeqOf(history.state);
    if (seq === undefined || seq !== openingSeq || isDialogEntry(history.state)) return;
    history.pushState({ ...(history.state as object), [pageSeqKey]: seq + 1, [dialogEntryKey]: true }, '');
    pageEntry = history.state;
  } else if (isDialogEntry(history.state)) {
    // After the commit that closed it: a step it moved to in the same commit takes its entry's place instead
    // (`useStepHistory`), and a dialog opened meanwhile keeps it.
    queueMicrotask(() => {
      if (!isDialogEntry(history.state) || pageScrollLocked() || keepingHistory === 0) return;
      undoing = true;
      history.back();
    });
  }
}
/** The calculators keeping history on the page; the first watches the modals for all. */
let keepingHistory = 0;
let stopWatchingModals = () => {};

/** What an entry records for one calculator: its step, and the step of the entry it was added from, if that one had one. */
export interface RecordedStep {
  step: CalculatorStep;
  from?: CalculatorStep;
}

/** What `state` (an entry's `history.state`) records for the calculator `key`, if anything. */
export function recordedStep(state: unknown, key: string): RecordedStep | undefined {
  const entry = fieldOf(fieldOf(state, stepHistoryKey), key);
  const step = fieldOf(entry, 'step');
  const from = fieldOf(entry, 'from');
  if (!isCalculatorStep(step)) return undefined;
  return isCalculatorStep(from) ? { step, from } : { step };
}

/** `state` with `recorded` for `key` beside what is there; `undefined` when `state` is a host's own non-object. */
export function withRecordedStep(state: unknown, key: string, recorded: RecordedStep): object | undefined {
  if (state !== null && state !== undefined && (typeof state !== 'object' || Array.isArray(state))) return undefined;
  const own = (state ?? {}) as Record<string, unknown>;
  const steps = own[stepHistoryKey];
  return { ...own, [stepHistoryKey]: { ...(typeof steps === 'object' ? steps : {}), [key]: recorded } };
}

/**
 * Whether this page was loaded by Back or Forward, and no calculator has started on it yet: only then is an entry's
 * step from an earlier life of the page. (A reload keeps its entry and the stored visit in step: each change of step
 * updates both.) A calculator added later to the same page (a single-page app's route, a story) finds the entry as
 * other code left it, and starts on its stored visit.
 */
let pageStarted = false;
export function loadedByTraversal(): boolean {
  if (pageStarted) return false;
  pageStarted = true;
  const [navigation] = (globalThis.performance?.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward';
}

/** Forgets that a calculator has started on this page, as a new load of it would (for tests of a page's load). */
export function forgetPageStart(): void {
  pageStarted = false;
  openingSeq = undefined;
}

/** Goes back through the history when that is the calculator's Back; says whether it did. */
export type HistoryBack = MutableRefObject<() => boolean>;

interface Latest {
  step: CalculatorStep;
  jump: (to: CalculatorStep) => boolean;
}

/** The current entry, with the step shown recorded for `key` in place of what it recorded (a refused move). */
function setBack(key: string, latest: Latest): void {
  const { history } = globalThis;
  const was = recordedStep(history.state, key);
  const kept = withRecordedStep(history.state, key, { ...was, step: latest.step });
  if (kept) history.replaceState(kept, '');
  pageEntry = history.state;
}

/** Whether `event` moved Forward: the entry it reached was added after the one left (`pageEntry`). */
function isForward(event: PopStateEvent): boolean {
  const reached = pageSeqOf(event.state);
  const left = pageSeqOf(pageEntry);
  return reached !== undefined && left !== undefined && reached > left;
}

/**
 * Answers a `popstate` a dialog took (`dialogTakesBack`), once for every calculator on the page: no calculator moves.
 * A Forward (the entry reached was added after the one left) is undone by going back; a Back by putting the entry
 * left back, as it was, after this one.
 */
function answerDialogBack(event: PopStateEvent): void {
  answeredForAll.add(event);
  restoreLockedScroll();
  // Back from the dialog's own entry (`onPageScrollLock`): that entry has done its work.
  if (isDialogEntry(pageEntry)) {
    pageEntry = event.state;
    return;
  }
  if (isForward(event)) {
    undoing = true;
    globalThis.history.back();
  } else if (pageEntry && typeof pageEntry === 'object') globalThis.history.pushState(pageEntry, '');
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
  const latest = useRef<Latest>({ step, jump });
  latest.current.step = step;
  latest.current.jump = jump;
  const key = useRef<string | undefined>(undefined);
  const back = useRef<() => boolean>(() => false);

  // Declared first, so the key is claimed before the effects below use it (they run again when it changes).
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: brand stands for the key claimed above.
  useEffect(() => {
    const mine = key.current;
    if (!enabled || !mine) return;
    const { history } = globalThis;
    const here = recordedStep(history.state, mine);
    const now = latest.current;
    if (!started.current) {
      started.current = true;
      // A dialog's entry, reached by a reload or a return to the page with no dialog open, is its step's again.
      if (isDialogEntry(history.state)) history.replaceState(withoutDialogMark(history.state), '');
      // The entry the calculator opened on records its first step. An entry from before a reload (traversed to, it
      // loads the page again) may record an earlier step than the stored visit's: the calculator goes back to it. A
      // later one is not taken by itself (that would save the step's figures unasked): the entry then records the
      // step shown.
      if (here && loadedByTraversal() && stepIndex(here.step) < stepIndex(step) && now.jump(here.step)) {
        pageEntry = history.state;
        openingSeq ??= pageSeqOf(history.state);
        return;
      }
      // An entry without a place is a new page's (or a new test's): the page's calculators open on it.
      const fresh = pageSeqOf(history.state) === undefined;
      if (here?.step !== step || fresh) {
        const first = withRecordedStep(history.state, mine, { ...here, step });
        if (first) history.replaceState({ ...first, [pageSeqKey]: pageSeqOf(history.state) ?? 0 }, '');
      }
      pageEntry = history.state;
      if (fresh || openingSeq === undefined) openingSeq = pageSeqOf(history.state);
      return;
    }
    // A step Back or Forward moved to is already this entry's. `from` is read from the entry itself, so an entry the
    // host added since (recording no step) gives none, and the calculator's Back then does not go back through it.
    if (here?.step === step) return;
    const next = withRecordedStep(withoutDialogMark(history.state), mine, {
      step,
      ...(here ? { from: here.step } : {}),
    });
    if (!next) return;
    // A step moved to from a dialog with an entry of its own (the basket's Compare) takes that entry's place, as the
    // dialog's closing would have gone back over it: Back then returns to the step the dialog was opened on.
    if (isDialogEntry(history.state))
      history.replaceState({ ...next, [pageSeqKey]: pageSeqOf(history.state), [addedByKey]: mine }, '');
    else history.pushState({ ...next, [pageSeqKey]: (pageSeqOf(history.state) ?? 0) + 1, [addedByKey]: mine }, '');
    pageEntry = history.state;
  }, [step, enabled, brand]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: brand stands for the key claimed above.
  useEffect(() => {
    const mine = key.current;
    if (!enabled || !mine) {
      back.current = () => false;
      return;
    }
    const onPopState = (event: PopStateEvent) => {
      if (answeredForAll.has(event)) return;
      if (undoing) {
        // The return from a Forward a dialog took, or from the entry of a dialog that closed: no move of the visitor's,
        // and no Back for a dialog opened since (a press at once on the focus its closing gave back), which gets an
        // entry of its own where it now stands if it needs one.
        undoing = false;
        answeredForAll.add(event);
        markQuietPopstate(event);
        pageEntry = event.state;
        restoreLockedScroll();
        if (pageScrollLocked()) onPageScrollLock(true);
        return;
      }
      if (dialogTakesBack(event)) return answerDialogBack(event);
      if (isDialogEntry(event.state)) {
        // A closed dialog's entry, reached by Back past a step added on it, or by Forward: passed over. Forward is
        // undone; Back goes on to the entry below, which moves the calculator as any Back does.
        answeredForAll.add(event);
        undoing = isForward(event);
        globalThis.history.back();
        return;
      }
      pageEntry = event.state;
      const now = latest.current;
      const wanted = recordedStep(event.state, mine);
      if (!wanted || wanted.step === now.step) return;
      if (!now.jump(wanted.step)) setBack(mine, now);
    };
    back.current = () => {
      const { state } = globalThis.history;
      const entry = recordedStep(state, mine);
      const { step: current } = latest.current;
      // Only an entry this calculator added, from its own previous step: another calculator's is that one's to undo.
      if (current === 'vehicle' || fieldOf(state, addedByKey) !== mine || entry?.step !== current) return false;
      if (entry.from !== previousStep(current)) return false;
      globalThis.history.back();
      return true;
    };
    globalThis.addEventListener('popstate', onPopState);
    keepingHistory += 1;
    if (keepingHistory === 1) stopWatchingModals = watchPageScrollLock(onPageScrollLock);
    return () => {
      globalThis.removeEventListener('popstate', onPopState);
      keepingHistory -= 1;
      if (keepingHistory === 0) {
        stopWatchingModals();
        // No calculator is left to hear the return it waited for.
        undoing = false;
      }
    };
  }, [enabled, brand]);

  return back;
}

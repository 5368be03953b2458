/**
 * A thumb's double-tap on Next or Compare: the first tap changes the step, and the second, 100 to 300 ms later, lands
 * on whatever the new step, scrolling to its top, has put under the thumb: a tariff, the charging slider, a model card.
 * The visitor never chose it, and the figures follow it (a phone review found a saving of £670 a year where single
 * taps gave £363, from an off-peak tariff ticked that way). So, for a moment after a step changes on a press, a press
 * at the place of the one that changed it, on anything that chooses (a radio, a checkbox, a slider, a field, a
 * card), is taken for the rest of that double-tap and does nothing: its pointer, touch and click events stop at the
 * calculator's root, their default actions prevented. A press on a button or a link still works: it chooses nothing
 * unseen (a second Next shows the step it moves to), and a script that clicks Next twice in a row, as a test does,
 * is not a thumb. A press anywhere else, a key, a press after the moment, and a script's events (not `isTrusted`)
 * work as ever.
 *
 * Removing a compared car is the exception: the next card's Remove moves up under the thumb, and a phone review found
 * a double-tap on one card's Remove removing the card above it too (and, with two, the whole comparison, back to the
 * models with nothing said). So after a press removes a compared car, the rest of its double-tap does nothing,
 * whatever it lands on, buttons included.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { doubleTapMs } from '../components/press/double-tap.ts';
import type { CalculatorStep } from './state/store/index.ts';

/** How far from the first tap, in CSS pixels, a second tap may land: a thumb's width. */
export const doubleTapRadiusPx = 32;
/** What acts rather than chooses: a button or a link, which a second tap may press. */
const acting = 'button, a[href], [role="button"], [role="link"], [role="tab"]';
/** How recent a press must be to have changed the step (a key's Enter or Space changes it with no press). */
const pressChangedStepMs = 300;

interface Press {
  x: number;
  y: number;
  at: number;
}

/** The moment a second tap is taken for the rest of a double-tap: where, until when, and whether buttons too. */
interface Armed extends Press {
  until: number;
  everything: boolean;
}

/** Where a pointer, touch or mouse event pressed, or null for one without a place (a key's click). */
function placeOf(event: Event): { x: number; y: number } | null {
  if (typeof TouchEvent !== 'undefined' && event instanceof TouchEvent) {
    const touch = event.changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  if (event instanceof MouseEvent)
    return event.detail === 0 && event.type === 'click' ? null : { x: event.clientX, y: event.clientY };
  return null;
}

/** What the guard reads of the world: the clock, and whether an event is the visitor's input. */
export interface DoubleTapWorld {
  now: () => number;
  isInput: (event: Event) => boolean;
}

const browser: DoubleTapWorld = { now: () => performance.now(), isInput: (event) => event.isTrusted };

/** Listens on `root` (capture phase); `stepChanged` arms it after a step change; `dispose` stops it. */
export function guardDoubleTaps(root: HTMLElement, { now, isInput }: DoubleTapWorld = browser) {
  let last: Press | null = null;
  let armed: Armed | null = null;
  const onPress = (event: Event) => {
    const place = isInput(event) ? placeOf(event) : null;
    if (!place) return;
    const time = now();
    const chooses = !(event.target instanceof Element && event.target.closest(acting));
    if (
      (chooses || armed?.everything) &&
      armed &&
      time < armed.until &&
      Math.hypot(place.x - armed.x, place.y - armed.y) <= doubleTapRadiusPx
    ) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.type !== 'click') last = { ...place, at: time };
  };
  const arm = (everything: boolean) => {
    const time = now();
    armed = last && time - last.at < pressChangedStepMs ? { ...last, until: time + doubleTapMs, everything } : null;
  };
  const types = ['pointerdown', 'touchstart', 'mousedown', 'click'] as const;
  for (const type of types) root.addEventListener(type, onPress, { capture: true, passive: false });
  return {
    stepChanged() {
      arm(false);
    },
    /** A compared car was removed: the rest of the press's double-tap presses nothing at all. */
    removed() {
      arm(true);
    },
    dispose() {
      for (const type of types) root.removeEventListener(type, onPress, { capture: true });
    },
  };
}

/**
 * Guards the calculator's root `ref` against the second tap of a double-tap that changed `step`, or that removed one of
 * the `compared` cars.
 */
export function useDoubleTapGuard(
  ref: RefObject<HTMLElement | null>,
  step: CalculatorStep,
  compared: readonly string[],
): void {
  const guard = useRef<ReturnType<typeof guardDoubleTaps> | null>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    guard.current = guardDoubleTaps(root);
    return () => {
      guard.current?.dispose();
      guard.current = null;
    };
  }, [ref]);
  // On mount no press has been seen yet, so this arms nothing; after, each change of step arms it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: armed by each change of step, which is all it reads.
  useEffect(() => {
    guard.current?.stepChanged();
  }, [step]);
  const comparedBefore = useRef(compared);
  useEffect(() => {
    const removed = comparedBefore.current.some((id) => !compared.includes(id));
    comparedBefore.current = compared;
    if (removed) guard.current?.removed();
  }, [compared]);
}

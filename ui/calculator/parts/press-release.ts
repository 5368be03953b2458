/**
 * What a field shows when the visitor leaves it (its message, or a figure to check) waits while a press is held, and
 * comes once it is released. Else a click or tap on Next right after typing an unlikely MPG was lost: the press moved
 * focus and blurred the field, the note that showed pushed Next down, the press came up beside it, and the visitor
 * needed three presses (the lost one, the one the note asks for, the confirmation) where two are meant. Content must
 * not move under a press.
 *
 * A press here is a `mousedown` to its `mouseup`: focus moves as a mouse button goes down, and as a tap's compatibility
 * `mousedown` is dispatched, after the finger has lifted; a pointer event would miss the tap. One listener set per
 * page, while any part that needs it is on it (`usePresses`).
 */
import { useEffect } from 'react';

let pressed = false;
let waiting: (() => void)[] = [];
let users = 0;

const onDown = () => {
  pressed = true;
};
// After the press's click, which the browser dispatches in the same task as its mouseup: the click goes to what was
// under the press when it went down.
const onRelease = () => {
  pressed = false;
  const run = waiting;
  waiting = [];
  if (run.length > 0)
    setTimeout(() => {
      for (const then of run) then();
    });
};
// A drag ends without a mouseup.
const releases = ['mouseup', 'dragend'] as const;

/** Keeps track of presses on the page while the calling component is mounted. */
export function usePresses(): void {
  useEffect(() => {
    if (users++ === 0) {
      addEventListener('mousedown', onDown, true);
      for (const type of releases) addEventListener(type, onRelease, true);
    }
    return () => {
      if (--users > 0) return;
      removeEventListener('mousedown', onDown, true);
      for (const type of releases) removeEventListener(type, onRelease, true);
      onRelease();
    };
  }, []);
}

/** Runs `then` now, or once the press held at the moment is released. */
export function afterPress(then: () => void): void {
  if (pressed) waiting.push(then);
  else then();
}

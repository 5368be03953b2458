import { afterEach, expect, it } from 'vitest';
import { doubleTapMs } from '../components/press/double-tap.ts';
import { guardDoubleTaps } from './double-tap-guard.ts';

// The browser's part (where a press lands, the clock, events that are the visitor's input) is played here: a test
// DOM's events are a script's, which the guard lets through. e2e/calculator/double-tap.e2e.test.ts taps a real
// Chromium.
let time = 0;
const root = document.createElement('div');
root.innerHTML = '<label><input type="checkbox"> EV off-peak tariff</label>';
document.body.append(root);
const box = root.querySelector('input') as HTMLInputElement;
const guard = guardDoubleTaps(root, { now: () => time, isInput: () => true });

/** A press at (x, y) on the checkbox: mousedown, then click (`detail` 0 for a key's click, with no place). */
function press(x: number, y: number, detail = 1) {
  box.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, clientX: x, clientY: y, detail }));
  box.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y, detail }));
}

/** Next pressed at (100, 670), and the step changed. */
function stepChangedByPressAt(x: number, y: number) {
  box.checked = false;
  root.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: x, clientY: y, detail: 1 }));
  time += 20;
  guard.stepChanged();
}

afterEach(() => {
  time += 10_000;
});

it('takes a second press where the first was, within the moment after the step changed, for the double-tap', () => {
  stepChangedByPressAt(100, 670);
  time += 200;
  press(110, 680);
  expect(box.checked).toBe(false);
});

it('lets a press elsewhere, a press after the moment, and a key through', () => {
  stepChangedByPressAt(100, 670);
  time += 200;
  press(100, 300);
  expect(box.checked).toBe(true);
  stepChangedByPressAt(100, 670);
  time += doubleTapMs + 1;
  press(100, 670);
  expect(box.checked).toBe(true);
  stepChangedByPressAt(100, 670);
  time += 100;
  box.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
  expect(box.checked).toBe(true);
});

it('lets a button through: it chooses nothing unseen, and the step it moves to shows', () => {
  const next = document.createElement('button');
  root.append(next);
  let pressed = 0;
  next.addEventListener('click', () => {
    pressed += 1;
  });
  stepChangedByPressAt(100, 670);
  time += 200;
  next.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 100, clientY: 670, detail: 1 }),
  );
  expect(pressed).toBe(1);
  next.remove();
});

it('is not armed by a step change no press made (a key, or an answer arriving)', () => {
  stepChangedByPressAt(100, 670);
  time += 1000;
  guard.stepChanged();
  press(100, 670);
  expect(box.checked).toBe(true);
});

it('takes the second tap after a press removed a compared car for the double-tap, even on a button', () => {
  // The next card's Remove, moved up under the thumb.
  const remove = document.createElement('button');
  root.append(remove);
  let pressed = 0;
  remove.addEventListener('click', () => {
    pressed += 1;
  });
  const tapRemove = () =>
    remove.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 285, clientY: 384, detail: 1 }),
    );
  root.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: 285, clientY: 384, detail: 1 }));
  time += 20;
  guard.removed();
  time += 150;
  tapRemove();
  expect(pressed).toBe(0);
  // Once the moment has passed, a tap there is the visitor's.
  time += doubleTapMs;
  tapRemove();
  expect(pressed).toBe(1);
  remove.remove();
});

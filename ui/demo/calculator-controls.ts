/**
 * The demo page's controls: every `[data-attribute]` control sets that attribute on the calculator (a checkbox
 * toggles a boolean attribute), the fault scenario sets `?mockScenario=` for the next requests, and every choice
 * is kept in the page URL so a reload (or a shared link) shows the same variant.
 */
import { wireThemeSwitch } from './theme-switch.ts';

const scenarioParam = 'mockScenario';

function calculator(): HTMLElement | null {
  return document.querySelector('hcuk-cost-saving-calculator');
}

function apply(control: HTMLInputElement | HTMLSelectElement): void {
  const name = control.dataset.attribute ?? '';
  const element = calculator();
  if (!element || !name) return;
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    element.toggleAttribute(name, control.checked);
  else if (control.value === '') element.removeAttribute(name);
  else element.setAttribute(name, control.value);
}

function remember(key: string, value: string): void {
  const url = new URL(location.href);
  if (value === '') url.searchParams.delete(key);
  else url.searchParams.set(key, value);
  history.replaceState(null, '', url);
}

/** Wires the attribute controls, the scenario select and the reset button. */
export function wireCalculatorControls(): void {
  const params = new URLSearchParams(location.search);
  for (const control of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-attribute]')) {
    const name = control.dataset.attribute ?? '';
    const checkbox = control instanceof HTMLInputElement && control.type === 'checkbox';
    const saved = params.get(name);
    if (saved !== null) {
      if (checkbox) control.checked = saved === 'true';
      else control.value = saved;
    }
    apply(control);
    control.addEventListener('change', () => {
      apply(control);
      remember(name, checkbox ? String(control.checked) : control.value);
    });
  }
  const scenario = document.querySelector<HTMLSelectElement>('#demo-scenario');
  if (scenario) {
    scenario.value = params.get(scenarioParam) ?? '';
    // The mock handlers read the page URL on every request, so the next call (a Retry, a new step) plays it.
    scenario.addEventListener('change', () => remember(scenarioParam, scenario.value));
  }
  document.querySelector('#demo-clear')?.addEventListener('click', () => {
    sessionStorage.clear();
    location.reload();
  });
  wireThemeSwitch();
}

/** Wires the demo page's catalogue (ui/catalogue.html): icon grid, theme switch, modal openers, step demo, event log. */
import type { TrackingEvent } from '../analytics/tracking-events.ts';
import { iconNames } from '../components/icon/icon-set.ts';

const hcukElements = () =>
  Array.from(document.querySelectorAll<HTMLElement>('*')).filter((el) => el.localName.startsWith('hcuk-'));

function renderIconGrid(): void {
  const grid = document.getElementById('icon-grid');
  if (!grid) return;
  grid.replaceChildren(
    ...iconNames.map((name) => {
      const item = document.createElement('li');
      const icon = document.createElement('hcuk-icon');
      icon.setAttribute('name', name);
      item.append(icon, name);
      return item;
    }),
  );
}

/** The Light, Dark and System switch: sets `theme` on every element and the page, and reads `?theme=`. */
export function wireThemeSwitch(): void {
  const apply = (theme: string) => {
    document.documentElement.dataset.theme = theme;
    for (const element of hcukElements()) element.setAttribute('theme', theme);
  };
  for (const radio of document.querySelectorAll<HTMLInputElement>('input[name="theme"]')) {
    radio.addEventListener('change', () => apply(radio.value));
  }
  const requested = new URLSearchParams(location.search).get('theme');
  if (requested === 'light' || requested === 'dark' || requested === 'auto') {
    const radio = document.querySelector<HTMLInputElement>(`input[name="theme"][value="${requested}"]`);
    if (radio) radio.checked = true;
    apply(requested);
  }
}

function wireModals(): void {
  for (const opener of document.querySelectorAll<HTMLElement>('[data-opens]')) {
    opener.addEventListener('click', () =>
      document.getElementById(opener.dataset.opens ?? '')?.setAttribute('open', ''),
    );
  }
}

function wireStepDemo(): void {
  const steps = document.getElementById('steps-interactive');
  const order = ['vehicle', 'charging', 'select', 'compare'];
  steps?.addEventListener('hcuk-step-select', (event) => {
    steps.setAttribute('current', (event as CustomEvent<{ value: string }>).detail.value);
  });
  document.getElementById('steps-next')?.addEventListener('click', () => {
    const next = order[(order.indexOf(steps?.getAttribute('current') ?? '') + 1) % order.length] ?? 'vehicle';
    steps?.setAttribute('current', next);
  });
}

/** Shows each tracked event on the page (newest first, last 8). */
export function logTrackingEvent(event: TrackingEvent): void {
  const log = document.getElementById('event-log');
  if (!log) return;
  const item = document.createElement('li');
  item.textContent = JSON.stringify(event);
  log.prepend(item);
  while (log.children.length > 8) log.lastElementChild?.remove();
}

/** Wires every interactive part of the catalogue. */
export function wireCatalogue(): void {
  renderIconGrid();
  wireThemeSwitch();
  wireModals();
  wireStepDemo();
}

/** The demo page's Light, Dark and System switch. */

const hcukElements = () =>
  Array.from(document.querySelectorAll<HTMLElement>('*')).filter((el) => el.localName.startsWith('hcuk-'));

/** Wires the switch: sets `theme` on every element and the page, and reads `?theme=`. */
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

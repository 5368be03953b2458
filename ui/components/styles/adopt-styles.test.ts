import { afterEach, expect, it } from 'vitest';
import { adoptStyles, sheetFor, styleLayer } from './adopt-styles.ts';
import { rememberEmbedScript } from './style-nonce.ts';

/** A shadow root that can adopt constructable stylesheets (as every current browser's can; jsdom's cannot). */
function adoptingRoot(): ShadowRoot {
  const root = document.createElement('div').attachShadow({ mode: 'open' });
  Object.defineProperty(root, 'adoptedStyleSheets', { value: [], writable: true });
  return root;
}

const theme = '.hcuk-root { color: #101820; }';
const button = '.hcuk-button { border-radius: 999px; }';

afterEach(() => rememberEmbedScript(''));

it('builds one sheet per style module per document, shared by every shadow root', () => {
  const [first, second] = [adoptingRoot(), adoptingRoot()];
  adoptStyles(first, [theme, button]);
  adoptStyles(second, [theme, button]);
  expect(first.adoptedStyleSheets).toHaveLength(2);
  expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);
  expect(second.adoptedStyleSheets[1]).toBe(first.adoptedStyleSheets[1]);
  expect(sheetFor(theme, document)).toBe(first.adoptedStyleSheets[0]);
  expect(first.querySelector('style')).toBeNull();
});

it('adds a module once however often it is asked for, after the modules already there', () => {
  const root = adoptingRoot();
  const compare = '.calc-compare { display: grid; }';
  adoptStyles(root, [theme, button]);
  adoptStyles(root, [compare, button]);
  adoptStyles(root, [compare]);
  expect(root.adoptedStyleSheets).toEqual([
    sheetFor(theme, document),
    sheetFor(button, document),
    sheetFor(compare, document),
  ]);
});

it("puts every rule in the hcuk cascade layer, below any of the host's own stylesheets", () => {
  const sheet = sheetFor(button, document);
  expect(sheet.cssRules).toHaveLength(1);
  expect(sheet.cssRules[0]?.cssText).toMatch(new RegExp(`^@layer ${styleLayer} \\{`));
  expect(sheet.cssRules[0]?.cssText).toContain('.hcuk-button');
});

it('falls back to one <style> per module, with the nonce from hcukConfig, where sheets cannot be adopted', () => {
  window.hcukConfig = { nonce: 'r4nd0m' };
  const root = document.createElement('div').attachShadow({ mode: 'open' });
  root.append(document.createElement('div'));
  adoptStyles(root, [theme, button]);
  adoptStyles(root, [button, '.calc-shares { border: 0; }']);
  const styles = Array.from(root.children).filter((child) => child.localName === 'style');
  expect(styles.map((style) => style.getAttribute('nonce'))).toEqual(['r4nd0m', 'r4nd0m', 'r4nd0m']);
  expect(styles.map((style) => style.textContent?.includes('.calc-shares'))).toEqual([false, false, true]);
  expect(root.lastElementChild?.localName).toBe('div');
});

it("takes the nonce of the embed's own script when hcukConfig gives none", () => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.src = 'https://cdn.example.co.uk/hcuk-genesis/1.9.4/hcuk-genesis.js';
  script.setAttribute('nonce', 'fr0m-the-tag');
  document.body.append(script);
  rememberEmbedScript('https://cdn.example.co.uk/hcuk-genesis/1.9.4/hcuk-genesis.js');
  const root = document.createElement('div').attachShadow({ mode: 'open' });
  adoptStyles(root, [theme]);
  expect(root.querySelector('style')?.getAttribute('nonce')).toBe('fr0m-the-tag');
});

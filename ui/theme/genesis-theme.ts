/**
 * The genesis theme as CSS for a shadow root: every token resolves to the host page's custom property when set,
 * else the default; light, dark and `auto` (follows the system) on the element's `theme` attribute.
 */
import { genesisColours, genesisScales } from './genesis-tokens.ts';

const colourEntries = Object.entries(genesisColours);

function colourDeclarations(mode: 'light' | 'dark'): string {
  const publicPrefix = mode === 'light' ? '--hcuk-color-' : '--hcuk-dark-color-';
  return colourEntries.map(([name, token]) => `--_${name}: var(${publicPrefix}${name}, ${token[mode]});`).join('');
}

const scaleDeclarations = Object.entries(genesisScales)
  .map(([name, value]) => `--_${name}: var(--hcuk-${name}, ${value});`)
  .join('');

/** The theme stylesheet bundled into every element (no extra request). */
export const genesisThemeCss = `
.hcuk-root { ${scaleDeclarations} ${colourDeclarations('light')}
  display: contents; color: var(--_text); font-family: var(--_font-family);
  font-size: var(--_font-size-md); line-height: var(--_line-height);
  /* The rest of what a page's text styles pass down through the shadow boundary (inherited properties do): a host's
     uppercase, letter-spaced or centred body must not restyle the calculator's labels and figures. */
  font-style: normal; font-weight: 400; font-variant: normal; letter-spacing: normal; word-spacing: normal;
  text-transform: none; text-align: start; text-indent: 0; text-shadow: none; white-space: normal;
  font-kerning: auto; text-decoration-color: currentcolor; }
.hcuk-root[data-theme='dark'] { ${colourDeclarations('dark')} color-scheme: dark; }
@media (prefers-color-scheme: dark) { .hcuk-root[data-theme='auto'] { ${colourDeclarations('dark')} color-scheme: dark; } }
.hcuk-root *, .hcuk-root *::before, .hcuk-root *::after { box-sizing: border-box; }
.hcuk-root :focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.hcuk-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media (prefers-reduced-motion: reduce) {
  .hcuk-root *, .hcuk-root *::before, .hcuk-root *::after { animation-duration: 1ms !important;
    animation-iteration-count: 1 !important; transition-duration: 1ms !important; }
}
`;

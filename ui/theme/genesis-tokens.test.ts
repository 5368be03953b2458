import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast-ratio.ts';
import { genesisThemeCss } from './genesis-theme.ts';
import { type ColourName, genesisColours } from './genesis-tokens.ts';

// WCAG AA: 4.5:1 for text, 3:1 for focus indicators and control borders (1.4.11).
const pairs: [ColourName, ColourName, number][] = [
  ['text', 'surface', 4.5],
  ['text', 'surface-alt', 4.5],
  ['text-muted', 'surface', 4.5],
  ['text-muted', 'surface-alt', 4.5],
  ['primary', 'surface', 4.5],
  ['primary-hover', 'surface', 4.5],
  ['on-primary', 'primary', 4.5],
  ['on-primary', 'primary-hover', 4.5],
  ['success', 'surface', 4.5],
  ['danger', 'surface', 4.5],
  ['focus', 'surface', 3],
  ['focus', 'surface-alt', 3],
  ['border', 'surface', 3],
];

describe('genesis theme', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const [foreground, background, minimum] of pairs) {
      it(`${mode}: ${foreground} on ${background} reaches ${minimum}:1`, () => {
        const ratio = contrastRatio(genesisColours[foreground][mode], genesisColours[background][mode]);
        expect(ratio).toBeGreaterThanOrEqual(minimum);
      });
    }
  }

  it('lets the host page override every colour, light and dark, from outside the shadow root', () => {
    expect(genesisThemeCss).toContain('--_primary: var(--hcuk-color-primary, #00558c);');
    expect(genesisThemeCss).toContain('--_primary: var(--hcuk-dark-color-primary, #7cbcff);');
    expect(genesisThemeCss).toContain('--_space-4: var(--hcuk-space-4, 16px);');
  });

  it('rejects a colour it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('[hcuk] contrastRatio: "red" is not a #rrggbb colour');
  });
});

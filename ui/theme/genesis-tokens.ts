/**
 * The genesis theme's design tokens. Colours have a light and a dark value; a host page overrides them from
 * outside the shadow root with `--hcuk-color-<name>` (light) and `--hcuk-dark-color-<name>` (dark).
 */

/** One colour token: its light and dark defaults. */
export interface ColourToken {
  readonly light: string;
  readonly dark: string;
}

/** Colour tokens (WCAG AA pairs are checked in genesis-tokens.test.ts). */
export const genesisColours = {
  primary: { light: '#00558c', dark: '#7cbcff' },
  'primary-hover': { light: '#003c63', dark: '#a9d3ff' },
  'on-primary': { light: '#ffffff', dark: '#0a1a2b' },
  surface: { light: '#ffffff', dark: '#121820' },
  'surface-alt': { light: '#f2f5f8', dark: '#1d2631' },
  text: { light: '#1b1f24', dark: '#eef2f6' },
  'text-muted': { light: '#4c5663', dark: '#b6c0cb' },
  border: { light: '#7d8896', dark: '#7a8593' },
  focus: { light: '#6a2fb8', dark: '#ffc14d' },
  success: { light: '#1c7339', dark: '#6fd596' },
  danger: { light: '#b3261e', dark: '#ff9a91' },
  overlay: { light: 'rgb(11 18 26 / 60%)', dark: 'rgb(0 0 0 / 70%)' },
} as const satisfies Record<string, ColourToken>;

/** Spacing, type scale, radii and motion tokens (`--hcuk-<name>`), shared by light and dark. */
export const genesisScales = {
  'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.25rem',
  'font-size-xl': '1.5rem',
  'line-height': '1.5',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '24px',
  'space-6': '32px',
  'radius-sm': '4px',
  'radius-md': '8px',
  'radius-lg': '16px',
  'radius-pill': '999px',
  // Spec section 9: modal 300 ms in, 200 ms out.
  'duration-in': '300ms',
  'duration-out': '200ms',
} as const;

/** A colour token name. */
export type ColourName = keyof typeof genesisColours;

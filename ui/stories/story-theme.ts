/** The Theme toolbar: a global (`light`, `dark`, `auto`) that an element story uses unless its args set `theme`. */
import { genesisColours, genesisScales } from '../theme/genesis-tokens.ts';

/** One of the elements' `theme` values. */
export type StoryTheme = 'light' | 'dark' | 'auto';

/** The toolbar's global type: a Theme menu. */
export const themeGlobalType = {
  description: 'The elements’ theme attribute (and the page behind them)',
  toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark', 'auto'], dynamicTitle: true },
};

/** The theme a global names; light for anything else. */
export const storyTheme = (value: unknown): StoryTheme => (value === 'dark' || value === 'auto' ? value : 'light');

/** Paints the preview page as a host page of that theme would be, from the genesis tokens. */
export function paintStoryPage(theme: StoryTheme): void {
  const dark = theme === 'dark' || (theme === 'auto' && matchMedia('(prefers-color-scheme: dark)').matches);
  const mode = dark ? 'dark' : 'light';
  document.body.style.background = genesisColours.surface[mode];
  document.body.style.color = genesisColours.text[mode];
  document.body.style.fontFamily = genesisScales['font-family'];
  document.documentElement.style.colorScheme = mode;
}

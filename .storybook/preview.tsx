/**
 * Every story's page: the elements registered as the embed registers them, mock mode on this page's origin
 * (`hcukConfig.api.mock`), answered by the project's MSW handlers (`mocks/handlers`, through the committed worker);
 * analytics in the Actions panel through `hcukConfig.dataLayerName`; the Theme toolbar; axe on every story.
 */
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { startMockWorker } from '../mocks/browser.ts';
import { registerAllElements } from '../ui/elements/register-all.ts';
import { clearStoredVisits } from '../ui/stories/calculator-visit.ts';
import { installStoryDataLayer, storyDataLayerName, trackedEvents } from '../ui/stories/story-data-layer.ts';
import { paintStoryPage, storyTheme, themeGlobalType } from '../ui/stories/story-theme.ts';

// A calculator step loads its chunk and its answers first: allow for a busy machine. Queries inside a shadow root
// cannot be pretty-printed, so a miss reports its message alone.
configure({
  asyncUtilTimeout: 10_000,
  getElementError: (message) =>
    Object.assign(new Error(message ?? 'element not found'), { name: 'TestingLibraryElementError' }),
});

window.hcukConfig = { api: { mock: true }, dataLayerName: storyDataLayerName };
installStoryDataLayer();
registerAllElements();

const preview: Preview = {
  tags: ['autodocs'],
  // The worker starts once, with every mock handler; a story adds its own in its `beforeEach`
  // (ui/stories/story-handlers.ts), and the loader resets them before the next story.
  loaders: [mswLoader(() => startMockWorker({ quiet: true }))],
  beforeEach() {
    trackedEvents.length = 0;
    clearStoredVisits();
    // Every story file shares one page: the entry a calculator recorded its step in (use-step-history.ts) starts
    // afresh too, as a new page's would.
    history.replaceState(null, '');
  },
  decorators: [
    (Story, { globals }) => {
      paintStoryPage(storyTheme(globals.theme));
      return <Story />;
    },
  ],
  globalTypes: { theme: themeGlobalType },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // A story with any axe violation fails its test (`npm test`), not only serious or critical ones.
    a11y: { test: 'error' },
    controls: { expanded: true, sort: 'none' },
    // The calculator first, its steps in the visitor's order.
    options: {
      storySort: {
        order: [
          'Calculator',
          ['Vehicle step', 'Charging step', 'Models step', 'Compare step', 'Variants', 'Fault scenarios'],
          'Elements',
        ],
      },
    },
  },
};

export default preview;

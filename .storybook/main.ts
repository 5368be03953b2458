/**
 * Storybook for frontend developers (docs/storybook.md): every element's stories beside its code
 * (`ui/**\/*.stories.tsx`), React + Vite, answered by the project's MSW handlers through the committed worker in
 * `ui/public`.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../ui/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The MSW worker (`mockServiceWorker.js`) at the root, as on the demo page; the mock data's images where the
  // answers point (`/data/images/...`; the handlers answer the API calls, not images).
  staticDirs: ['../ui/public', { from: '../mocks/data/images', to: '/data/images' }],
  core: {
    // No network beyond the npm registry here: no telemetry, no "what's new" fetches.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  // The Theme toolbar paints the page (ui/stories/story-theme.ts); no onboarding in a project's own Storybook.
  features: { backgrounds: false, sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // The elements' docs come from ui/custom-elements.json (ui/stories/element-arg-types.ts), not from React props.
  typescript: { reactDocgen: false },
  // The workspace packages resolve to their TypeScript sources here (their `hcuk-source` export condition).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: ['hcuk-source', ...defaultClientConditions] },
  }),
};

export default config;

/** The attributes every `hcuk-` element has besides its own: `theme` and `site-section`. */
import { siteSections } from '../analytics/tracking-events.ts';
import { stringAttribute } from './attribute-types.ts';

/** Common attribute specs, keyed by prop name. */
export const commonAttributes = {
  theme: stringAttribute({
    default: 'light',
    allowed: ['light', 'dark', 'auto'],
    description: 'The colour scheme: light, dark, or auto (follows the system).',
  }),
  siteSection: stringAttribute({
    default: 'cost comparison calculator',
    allowed: siteSections,
    description:
      "The site section its analytics events report (`site_section`: clicks, and the calculator's steps, filters and errors).",
  }),
};

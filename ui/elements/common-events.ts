/** The events every `hcuk-` element sends besides its own: `hcuk-ready` (docs/embedding.md, Readiness). */
import { eventSpec } from './element-definition.ts';

/** Common event specs, keyed by event name. */
export const commonEvents = {
  'hcuk-ready': eventSpec<{ failed: string[] }>(
    'Every configured stylesheet has loaded or failed (`failed` lists the URLs that failed); `ready="true"` is set.',
    '{ failed: string[] }',
  ),
};

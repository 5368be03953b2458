/** The core journey (core-journey.ts) in Firefox. */
import { coreJourney } from './core-journey.ts';
import { startFirefox } from './firefox-engine.ts';

coreJourney(startFirefox);

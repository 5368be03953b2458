/** The core journey (core-journey.ts) in Webkit. */
import { coreJourney } from './core-journey.ts';
import { startWebKit } from './webkit-engine.ts';

coreJourney(startWebKit);

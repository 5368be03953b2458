/** The core journey (core-journey.ts) in Chromium. */

import { startChromium } from './chromium-engine.ts';
import { coreJourney } from './core-journey.ts';

coreJourney(startChromium);

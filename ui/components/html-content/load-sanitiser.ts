/**
 * The HTML sanitiser (DOMPurify, about 11 KB gzipped) loads on demand, from beside the embed: only visitors who open
 * help, the terms or a modal with HTML content download it.
 */
import { loadOnce } from '../lazy/load-once.ts';

/** Sanitises untrusted HTML (see `sanitise-html.ts`). */
export type Sanitise = (html: string) => string;

const sanitiser = loadOnce<Sanitise>(() => import('./sanitise-html.ts').then((module) => module.sanitiseHtml));

/** The sanitiser if it has loaded already, else `undefined`. */
export const loadedSanitiser: () => Sanitise | undefined = sanitiser.loaded;

/** Loads the sanitiser once; every caller shares the one request, and a failed load can be tried again. */
export const loadSanitiser: () => Promise<Sanitise> = sanitiser.load;

/**
 * The HTML sanitiser (DOMPurify, about 11 KB gzipped) loads on demand, from beside the embed: only visitors who open
 * help, the terms or a modal with HTML content download it.
 */

/** Sanitises untrusted HTML (see `sanitise-html.ts`). */
export type Sanitise = (html: string) => string;

let loaded: Sanitise | undefined;
let loading: Promise<Sanitise> | undefined;

/** The sanitiser if it has loaded already, else `undefined`. */
export const loadedSanitiser = (): Sanitise | undefined => loaded;

/** Loads the sanitiser once; every caller shares the one request, and a failed load can be tried again. */
export function loadSanitiser(): Promise<Sanitise> {
  loading ??= import('./sanitise-html.ts').then(
    (module) => {
      loaded = module.sanitiseHtml;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

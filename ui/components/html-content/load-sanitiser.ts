/**
 * The HTML sanitiser (DOMPurify, about 11 KB gzipped) loads on demand, from beside the embed: only visitors who open
 * help, the terms or a modal with HTML content download it. A failed download is retried (`lazy-chunk.ts`).
 */
import type { TrustedHTML } from 'trusted-types/lib/index.js';
import { lazyChunk } from '../lazy/lazy-chunk.ts';

/** Sanitises untrusted HTML (see `sanitise-html.ts`): `TrustedHTML` where the browser has Trusted Types, else a string. */
export type Sanitise = (html: string) => TrustedHTML | string;

/** The sanitiser's chunk: `load()` downloads it once (shared by every caller), `loaded()` has it once it is here. */
export const sanitiserChunk = lazyChunk<Sanitise>('the HTML sanitiser', () =>
  import('./sanitise-html.ts').then((module) => module.sanitiseHtml),
);

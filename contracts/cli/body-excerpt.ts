import { redact } from './redact.ts';

/** How much of a body an error message quotes. */
const excerptLength = 200;

/**
 * The start of an answer's body, fit for one line of an error: redacted first (so that cutting it short cannot leave
 * half a secret), an HTML page reduced to its words, whitespace collapsed, at most 200 characters. Empty for an empty
 * body.
 */
export function bodyExcerpt(body: string, secrets: readonly (string | undefined)[] = []): string {
  const words = redact(body, secrets)
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > excerptLength ? `${words.slice(0, excerptLength)}…` : words;
}

/**
 * A text filled as `fillPlaceholders` fills it, in parts, with each of the named placeholders' values a part of its
 * own, so that the page can set it apart: an email address or a reference kept on one line where it fits, not broken
 * at its hyphen ("samantha.jones-" / "whitfield@…" read as two words, a trial).
 */
import { fillPlaceholders } from './calculator-texts.ts';

/** A value set apart from the text around it. */
export interface PlaceholderPart {
  name: string;
  value: string;
}

/** `text` with `values` filled in, each of `apart`'s placeholders as a part of its own, in reading order. */
export function placeholderParts(
  text: string,
  values: Readonly<Record<string, string | number>>,
  apart: readonly string[],
): (string | PlaceholderPart)[] {
  const parts: (string | PlaceholderPart)[] = [];
  for (const piece of text.split(/(\{\w+\})/)) {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    const last = parts.at(-1);
    if (name !== undefined && apart.includes(name) && Object.hasOwn(values, name) && String(values[name]) !== '')
      parts.push({ name, value: String(values[name]) });
    else if (typeof last === 'string') parts[parts.length - 1] = last + fillPlaceholders(piece, values);
    else if (piece !== '') parts.push(fillPlaceholders(piece, values));
  }
  return parts;
}

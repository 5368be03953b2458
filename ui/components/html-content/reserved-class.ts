/**
 * The class names the calculator and the shared elements style (`hcuk-…`, `calc-…` and their `is-…` states). Content
 * may not use them: with one of them it could take the look or the position of the component's own parts (a
 * tooltip bubble drawn over the page, the calculator's error box), so the sanitiser removes them.
 */

/** Whether `name` is reserved for the component's own styles (any case). */
export const isReservedClass = (name: string): boolean => /^(?:hcuk|calc|is-)/i.test(name);

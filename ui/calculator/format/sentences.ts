/**
 * Texts read out as one: each ends with a full stop unless it already ends a sentence ("There is a problem. Sorry,
 * … about it. Enter an email address …"). The last keeps its own ending, as the texts are written without one.
 * Spaces around a text are dropped, and an empty text is left out, so a configured text never adds ". .".
 */
export function sentences(texts: readonly string[]): string {
  return texts
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .reduce((said, text) => (said === '' ? text : `${said}${/[.!?…]$/.test(said) ? '' : '.'} ${text}`), '');
}

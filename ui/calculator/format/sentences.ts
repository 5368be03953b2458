/**
 * Texts read out as one: each ends with a full stop unless it already ends a sentence ("There is a problem. Sorry,
 * … about it. Enter an email address …"). The last keeps its own ending, as the texts are written without one.
 */
export function sentences(texts: readonly string[]): string {
  return texts.reduce((said, text) => (said === '' ? text : `${said}${/[.!?]$/.test(said) ? '' : '.'} ${text}`), '');
}

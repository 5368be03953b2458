/**
 * Content HTML read as plain text, without parsing it into a document: what is shown where the HTML itself is not
 * (the terms before they are first opened, for printing; content whose dialog or sanitiser could not be downloaded).
 * Rendered as React text, so nothing in it can run or load; no HTML parser is involved, so it needs no Trusted Types.
 */

const named: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  pound: '£',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  // What formulas and figures in terms use.
  times: '×',
  divide: '÷',
  minus: '−',
  plusmn: '±',
  le: '≤',
  ge: '≥',
  ne: '≠',
  asymp: '≈',
  middot: '·',
  bull: '•',
  deg: '°',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  percnt: '%',
  laquo: '«',
  raquo: '»',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

// Where a block ends (or a line breaks), a new paragraph starts.
const blockEnd = /<\/(?:p|div|li|h[1-6]|tr|dt|dd|blockquote|section|article|table|ul|ol)\s*>|<br\s*\/?>/gi;
// Scripts and styles have text that is not content; comments are not content either.
const notText = /<(script|style|template)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;

/** The paragraphs of text in `html`, tags removed and entities decoded; empty paragraphs left out. */
export function htmlToParagraphs(html: string): string[] {
  return (
    html
      .replace(notText, '')
      .replace(blockEnd, '\n')
      // A tag starts with a letter, / or ! after the <; a lone < (as in "1 < 2") is text, as a browser reads it.
      .replace(/<[a-z/!][^>]*>?/gi, '')
      .split('\n')
      .map((line) => decodeEntities(line).replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '')
  );
}

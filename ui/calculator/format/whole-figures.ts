/**
 * A figure and its unit stay on one line: "8,000 miles", "48 months", "45 mpg", "9.9% APR". Texts come from the
 * lender's content with ordinary spaces; this joins a number to the unit after it with a no-break space, so a
 * narrow card reflows around the figure instead of leaving "8,000" at the end of one line and "miles" on the next.
 */
const numberThenUnit = /(\d%?)\s+(miles?|mpg|months?|years?|kWh|APR|p\.a\.)(?=$|[\s,.;:)])/g;

/** `text` with each number joined to its unit by a no-break space. */
export const wholeFigures = (text: string): string => text.replace(numberThenUnit, '$1\u00a0$2');

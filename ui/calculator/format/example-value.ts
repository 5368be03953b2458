/** A figure still the configuration's example, marked as such where the visitor has changed others. */
import { type CalculatorTexts, fillPlaceholders } from '../state/texts/index.ts';

/** `text` marked as the example's ("45 mpg (example)", `compare.exampleValue`) where `isExample`. */
export function markedExample(text: string, isExample: boolean, texts: CalculatorTexts): string {
  return isExample ? fillPlaceholders(texts.compare.exampleValue, { value: text }) : text;
}

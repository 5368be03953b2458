/** Content HTML shown as plain paragraphs (see `html-to-text.ts`): nothing parsed, loaded or run. */
import { htmlToParagraphs } from './html-to-text.ts';

/** Props of `PlainText`. */
export interface PlainTextProps {
  /** Untrusted HTML; only its text is shown. */
  html: string;
}

/** One `<p>` per paragraph of `html`'s text. */
export function PlainText({ html }: PlainTextProps) {
  return (
    <>
      {htmlToParagraphs(html).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, which change only together.
        <p key={index}>{paragraph}</p>
      ))}
    </>
  );
}

/** Renders content HTML (modal content, help text, terms) after sanitising it. */
import { useMemo } from 'react';
import { sanitiseHtml } from './sanitise-html.ts';

/** Props of `HtmlContent`. */
export interface HtmlContentProps {
  /** Untrusted HTML; sanitised before it is rendered. */
  html: string;
  /** Class of the wrapping `div`; default `hcuk-html-content`. */
  className?: string;
}

/** A `div` holding sanitised HTML. */
export function HtmlContent({ html, className = 'hcuk-html-content' }: HtmlContentProps) {
  const safe = useMemo(() => sanitiseHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

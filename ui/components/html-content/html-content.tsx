/**
 * Renders content HTML (modal content, help text, terms) after sanitising it. Nothing of the HTML is rendered
 * before the sanitiser has loaded (see `load-sanitiser.ts`); the box is marked busy meanwhile. If the sanitiser
 * cannot be downloaded (after its automatic retry), the content is shown as plain text with Retry; if the page's CSP
 * refuses the Trusted Types policy, as plain text alone. This is the one place HTML is assigned: as `TrustedHTML`
 * where the browser has Trusted Types.
 */
import { useMemo } from 'react';
import { Button } from '../button/button.tsx';
import { useChunk } from '../lazy/use-chunk.ts';
import { sanitiserChunk } from './load-sanitiser.ts';
import { PlainText } from './plain-text.tsx';

/** Props of `HtmlContent`. */
export interface HtmlContentProps {
  /** Untrusted HTML; sanitised before it is rendered. */
  html: string;
  /** Class of the wrapping `div`; default `hcuk-html-content`. */
  className?: string;
  /** The Retry button's text, shown when the sanitiser could not be downloaded; default `Retry`. */
  retryLabel?: string;
}

/** A `div` holding sanitised HTML. */
export function HtmlContent({ html, className = 'hcuk-html-content', retryLabel = 'Retry' }: HtmlContentProps) {
  const sanitiser = useChunk(sanitiserChunk);
  const sanitise = sanitiser.value;
  const safe = useMemo(() => {
    if (!sanitise) return undefined;
    try {
      return sanitise(html);
    } catch {
      return null; // Refused by the page's CSP; the policy logged why (trusted-html-policy.ts).
    }
  }, [sanitise, html]);
  if (sanitiser.failed || safe === null) {
    return (
      <div className={className}>
        <PlainText html={html} />
        {sanitiser.failed ? <Button variant="link" label={retryLabel} onClick={sanitiser.retry} /> : null}
      </div>
    );
  }
  // No innerHTML until there is sanitised HTML: even an empty string would break a host's Trusted Types.
  if (safe === undefined) return <div className={className} aria-busy />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above (TrustedHTML where supported).
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}

/**
 * Renders content HTML (modal content, help text, terms) after sanitising it. Nothing of the HTML is rendered
 * before the sanitiser has loaded (see `load-sanitiser.ts`); the box is marked busy meanwhile.
 */
import { useEffect, useMemo, useState } from 'react';
import { loadedSanitiser, loadSanitiser, type Sanitise } from './load-sanitiser.ts';

/** Props of `HtmlContent`. */
export interface HtmlContentProps {
  /** Untrusted HTML; sanitised before it is rendered. */
  html: string;
  /** Class of the wrapping `div`; default `hcuk-html-content`. */
  className?: string;
}

/** A `div` holding sanitised HTML. */
export function HtmlContent({ html, className = 'hcuk-html-content' }: HtmlContentProps) {
  const [sanitise, setSanitise] = useState<Sanitise | undefined>(loadedSanitiser);
  useEffect(() => {
    if (sanitise) return;
    let current = true;
    loadSanitiser().then(
      (loaded) => current && setSanitise(() => loaded),
      (error: unknown) =>
        console.error('[hcuk] the HTML sanitiser could not be loaded, so content is not shown', error),
    );
    return () => {
      current = false;
    };
  }, [sanitise]);
  const safe = useMemo(() => (sanitise ? sanitise(html) : ''), [sanitise, html]);
  return (
    <div
      className={className}
      aria-busy={sanitise ? undefined : true}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above; empty until then.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
